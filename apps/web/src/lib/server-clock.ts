/**
 * The server's clock as seen from here: every API answer's `Date` header against the local clock,
 * so countdowns to a round's close (given in server time) stay right on a phone whose clock is off
 * by minutes. `useNow` (lib/use-now.ts) reads it.
 */

/** A skew under this is the header's own error (whole seconds, the request's flight): ignored. */
const TOLERANCE_MS = 5_000;
let offsetMs = 0;

/**
 * How far the server's clock is ahead of the local one, from an answer's `Date` header and when
 * the request was sent and its answer received (local ms); 0 within the tolerance, null without a
 * readable header.
 */
export function serverOffset(dateHeader: string | null, sentAt: number, receivedAt: number): number | null {
  const server = dateHeader ? Date.parse(dateHeader) : Number.NaN;
  if (!Number.isFinite(server)) return null;
  // The header names the whole second the answer was written in, somewhere during the flight.
  const skew = server + 500 - (sentAt + receivedAt) / 2;
  return Math.abs(skew) < TOLERANCE_MS ? 0 : Math.round(skew);
}

/** Takes an answer's `Date` header into the clock. */
export function noteServerDate(dateHeader: string | null, sentAt: number, receivedAt = Date.now()): void {
  const offset = serverOffset(dateHeader, sentAt, receivedAt);
  if (offset !== null) offsetMs = offset;
}

/** Milliseconds since the epoch by the server's clock (the local clock until an answer came). */
export const serverNow = (): number => Date.now() + offsetMs;
