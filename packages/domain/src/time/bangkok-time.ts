/**
 * Bangkok time (+07:00, no daylight saving): the contract's time zone for every timestamp and
 * every calendar day (statement windows, withdrawal limits per day, reports). SQL formats a column
 * the same way with `bkk` (apps/server/src/platform/bangkok-time.ts).
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant as the contract writes it: ISO 8601 with +07:00. */
export const toBangkokIso = (instant: Date): string => {
  const shifted = new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}+07:00`;
};

/** Today's date in Bangkok (YYYY-MM-DD), whatever the machine's or browser's zone. */
export const bangkokToday = (now: Date = new Date()): string => toBangkokIso(now).slice(0, 10);

/** The wall-clock minute in Bangkok, as a datetime-local input shows it (YYYY-MM-DDTHH:mm). */
export const bangkokMinute = (now: Date): string => toBangkokIso(now).slice(0, 16);

/** The instant a Bangkok calendar day (YYYY-MM-DD) starts. */
export const bangkokDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS);

/** The Bangkok calendar day containing `now`, as [start, end). */
export const bangkokDayOf = (now: Date): { start: Date; end: Date } => {
  const start = bangkokDayStart(bangkokToday(now));
  return { start, end: new Date(start.getTime() + DAY_MS) };
};
