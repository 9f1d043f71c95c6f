import { useSyncExternalStore } from 'react';

/**
 * The member's balance in baht as shown in the header, or null while unknown. The wallet feature
 * (a later issue) fills it from `GET /api/cashs` and the realtime `money-update` event.
 */
let balance: number | null = null;
const listeners = new Set<() => void>();

export function setBalance(next: number | null): void {
  if (next === balance) return;
  balance = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getBalance = () => balance;

export const useBalance = (): number | null => useSyncExternalStore(subscribe, getBalance, getBalance);
