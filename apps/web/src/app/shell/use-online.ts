import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const getOnline = () => navigator.onLine;

/** `navigator.onLine`, kept current by the online/offline events. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, getOnline, () => true);
