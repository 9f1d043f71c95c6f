import { useSyncExternalStore } from 'react';

/**
 * A 403 from /api/admin shows the 403 screen inside the admin layout for the page where it
 * happened; navigating elsewhere clears it (the store keeps the path, not a flag).
 */
let forbiddenPath: string | null = null;
const listeners = new Set<() => void>();

export const forbidden = {
  set: (path: string | null): void => {
    forbiddenPath = path;
    listeners.forEach((listener) => listener());
  },
  get: (): string | null => forbiddenPath,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useForbiddenPath = (): string | null =>
  useSyncExternalStore(forbidden.subscribe, forbidden.get, forbidden.get);
