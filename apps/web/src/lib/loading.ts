import { useSyncExternalStore } from 'react';

/**
 * The loading overlay's store. `start()` and `finish()` are counted, so nested work keeps the
 * overlay up until the last `finish()`.
 */
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const loading = {
  start(): void {
    pending += 1;
    emit();
  },
  finish(): void {
    if (pending === 0) return;
    pending -= 1;
    emit();
  },
  /** Clears every pending start (used by tests and on fatal errors). */
  reset(): void {
    pending = 0;
    emit();
  },
  isLoading: (): boolean => pending > 0,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Wraps a promise in start()/finish(). */
export async function withLoading<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  loading.start();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    loading.finish();
  }
}

export const useIsLoading = (): boolean =>
  useSyncExternalStore(loading.subscribe, loading.isLoading, loading.isLoading);
