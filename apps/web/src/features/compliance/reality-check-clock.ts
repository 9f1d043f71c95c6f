const MINUTE = 60_000;

/**
 * The first reminder mark (`startedAt` + k·N minutes, k ≥ 1) after `after`: the reminder keeps to
 * the session's own rhythm, whatever moment a tab was opened or last answered.
 */
export function nextReminderAt(startedAt: number, minutes: number, after: number): number {
  const every = minutes * MINUTE;
  const passed = Math.max(0, Math.floor((after - startedAt) / every));
  return startedAt + (passed + 1) * every;
}

/** Whole minutes since the session started. */
export const minutesPlayed = (startedAt: number, now: number): number =>
  Math.max(0, Math.floor((now - startedAt) / MINUTE));

/**
 * The longest single wait: a timer of the full interval can fire late after the device slept or a
 * background tab was throttled, so the mark is re-checked at least this often.
 */
export const RECHECK_MS = MINUTE;
