import { useSyncExternalStore } from 'react';

/** The member's unread notification count (the header's bell and the inbox), or null while unknown. */
let unread: number | null = null;
const listeners = new Set<() => void>();

export function setUnread(next: number | null): void {
  if (next === unread) return;
  unread = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const get = () => unread;

export const useUnread = (): number | null => useSyncExternalStore(subscribe, get, get);
