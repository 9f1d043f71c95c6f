/**
 * Spec §9: the default statement windows — wallet 3 days back to tomorrow, affiliate cash 30
 * days back to tomorrow — counted in Bangkok calendar days (+07:00, no daylight saving).
 */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const STATEMENT_DAYS_BACK = { wallet: 3, affiliate: 30 } as const;

export interface DateWindow {
  startedDate: Date;
  endedDate: Date;
}

/** From the start of the Bangkok day `daysBack` days ago to the end of tomorrow (exclusive). */
export const defaultStatementWindow = (now: Date, kind: keyof typeof STATEMENT_DAYS_BACK): DateWindow => {
  const bangkokMidnight =
    Math.floor((now.getTime() + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS;
  return {
    startedDate: new Date(bangkokMidnight - STATEMENT_DAYS_BACK[kind] * DAY_MS),
    endedDate: new Date(bangkokMidnight + 2 * DAY_MS),
  };
};

/** ISO 8601 with +07:00, the contract's format for every timestamp in an answer. */
export const toBangkokIso = (instant: Date): string => {
  const shifted = new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}+07:00`;
};

/** Today's date in Bangkok (YYYY-MM-DD), whatever the machine's or browser's zone. */
export const bangkokToday = (now: Date = new Date()): string => toBangkokIso(now).slice(0, 10);
