import { useSyncExternalStore } from 'react';

/**
 * The member's balance in baht as shown in the header, or null while unknown. It comes from two
 * places: `money-update` frames of the live channel, sent after each change commits and in commit
 * order, and HTTP answers (`GET /api/cashs`, a write's answer) that were read at some moment while
 * they were in flight. A frame that arrives during that flight may carry a later change than the
 * answer does, so an answer is kept only when no frame came while it was in flight.
 */
let balance: number | null = null;
let framesSeen = 0;
const listeners = new Set<() => void>();

const show = (next: number | null): void => {
  if (next === balance) return;
  balance = next;
  listeners.forEach((listener) => listener());
};

/** A `money-update` frame's balance: the newest there is. */
export const setLiveBalance = (next: number): void => {
  framesSeen += 1;
  show(next);
};

/** Logout: nothing is known any more. */
export const forgetBalance = (): void => show(null);

/**
 * Call when a request that answers with the balance is sent; the returned function takes the
 * answer and shows it unless a frame came in the meantime.
 */
export const startBalanceRead = (): ((answer: number) => void) => {
  const framesAtStart = framesSeen;
  return (answer) => {
    if (framesSeen === framesAtStart) show(answer);
  };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getBalance = () => balance;

export const useBalance = (): number | null => useSyncExternalStore(subscribe, getBalance, getBalance);
