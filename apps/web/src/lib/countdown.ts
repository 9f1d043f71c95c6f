/** What is left until a close, in the units a member reads it by (issue 18 point 6). */
export type CountdownParts =
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number; seconds: number };

/**
 * Time left from `nowMs` until `closeSeconds` (unix seconds): days and hours beyond a day, hours
 * and minutes beyond an hour, minutes and seconds in the last hour; null once it has passed.
 * Pure: the caller passes the clock (`useNow`), so tests need no wall clock.
 */
export function countdownParts(closeSeconds: number, nowMs: number): CountdownParts | null {
  const left = Math.floor((closeSeconds * 1000 - nowMs) / 1000);
  if (left <= 0) return null;
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  if (days > 0) return { unit: 'days', days, hours };
  if (hours > 0) return { unit: 'hours', hours, minutes };
  return { unit: 'minutes', minutes, seconds: left % 60 };
}

/** A close within this is "closing soon" (shown in the warning colour). */
export const CLOSING_SOON_MS = 30 * 60_000;
