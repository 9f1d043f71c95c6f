import { bangkokDayOf, DAY_MS } from '../time/bangkok-time.ts';

/**
 * Spec §9: the default statement windows — wallet 3 days back to tomorrow, affiliate cash 30
 * days back to tomorrow — counted in Bangkok calendar days (+07:00, no daylight saving).
 */
export const STATEMENT_DAYS_BACK = { wallet: 3, affiliate: 30 } as const;

export interface DateWindow {
  startedDate: Date;
  endedDate: Date;
}

/** From the start of the Bangkok day `daysBack` days ago to the end of tomorrow (exclusive). */
export const defaultStatementWindow = (now: Date, kind: keyof typeof STATEMENT_DAYS_BACK): DateWindow => {
  const bangkokMidnight = bangkokDayOf(now).start.getTime();
  return {
    startedDate: new Date(bangkokMidnight - STATEMENT_DAYS_BACK[kind] * DAY_MS),
    endedDate: new Date(bangkokMidnight + 2 * DAY_MS),
  };
};
