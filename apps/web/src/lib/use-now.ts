import { useRef, useSyncExternalStore } from 'react';
import { serverNow } from './server-clock.ts';

/**
 * One shared one-second clock for every countdown on the page: a single interval, running only
 * while something listens, instead of one timer per round card. It reads the server's clock
 * (lib/server-clock.ts), so a phone whose clock is off still counts down to the right close.
 */
let now = serverNow();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

const tick = () => {
  now = serverNow();
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!timer) {
    now = serverNow();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};
const getNow = () => now;

/** Milliseconds since the epoch by the server's clock, updated every second. */
export const useNow = (): number => useSyncExternalStore(subscribe, getNow, getNow);

/**
 * What `select` makes of the shared clock, rendering again only when that answer changes: a part
 * that shows whether a round is open, not the seconds left, renders when a round closes rather than
 * every second (a list's or a slip builder's render is a long task on a cheap phone).
 */
export function useNowAs<T extends string | number | boolean | null>(select: (nowMs: number) => T): T {
  const snapshot = () => select(now);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The shared clock's time, moving on only when `state(now)` changes: a list whose layout depends on
 * which rounds are open (and closing soon) renders when one of them changes, with the time of that
 * change, rather than every second; its countdowns read `useNow` themselves.
 */
export function useNowWhen(state: (nowMs: number) => string): number {
  const at = useRef<number | null>(null);
  const snapshot = () => {
    // The current `state` at the kept time: a list given new rounds since is judged afresh.
    if (at.current === null || state(at.current) !== state(now)) at.current = now;
    return at.current;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** "1:02:03" / "02:03" left until `closeSeconds`; null once it has passed. */
export function countdownText(closeSeconds: number, nowMs: number): string | null {
  const left = Math.floor((closeSeconds * 1000 - nowMs) / 1000);
  if (left <= 0) return null;
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
