import type { RoundFamily } from './options.ts';

/**
 * Round planning primitives. Dates are Bangkok calendar days "YYYY-MM-DD"; times are minutes
 * after that day's 00:00 +07:00 and may pass 24:00 (1,440), which rolls the instant over to the
 * next day (spec §4 close-time roll-over). Thailand has no daylight saving, so +07:00 is fixed.
 */
const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const dayStartUtc = (date: string): number => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!DATE_PATTERN.test(date) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`not a date YYYY-MM-DD: "${date}"`);
  }
  return ms;
};

/** The instant `minutes` after 00:00 +07:00 of `date`, as ISO 8601 with +07:00. */
export const bangkokAt = (date: string, minutes: number): string =>
  `${new Date(dayStartUtc(date) + minutes * MINUTE_MS).toISOString().slice(0, 19)}+07:00`;

export const addDays = (date: string, days: number): string =>
  new Date(dayStartUtc(date) + days * DAY_MINUTES * MINUTE_MS).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: string): number => new Date(dayStartUtc(date)).getUTCDay();

/** "HH:mm" → minutes after midnight. */
export const hm = (time: string): number => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`not a time HH:mm: "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
};

/** True when a close time (minutes after the draw day's midnight) falls on the next calendar day. */
export const rollsOver = (closeMinutes: number): boolean => closeMinutes >= DAY_MINUTES;

/** A round to create: the generator's output, the server's row. */
export interface RoundPlan {
  family: RoundFamily;
  /** The Bangkok day the round belongs to (its draw date), even when it closes after midnight. */
  drawDate: string;
  /** 1-based within family and draw date. */
  roundNo: number;
  /** Idempotency key, unique per round: family + draw date + round number. */
  key: string;
  /** Market or draw name where the family has several per day (stock markets, Hanoi draws). */
  name: string;
  openAt: string;
  closeAt: string;
  resultAt: string;
}

export const roundKey = (family: RoundFamily, drawDate: string, roundNo: number): string =>
  `${family}:${drawDate}:${roundNo}`;

export interface PlanTimes {
  openMinutes: number;
  closeMinutes: number;
  resultMinutes: number;
}

export const planRound = (
  family: RoundFamily,
  drawDate: string,
  roundNo: number,
  name: string,
  t: PlanTimes,
): RoundPlan => ({
  family,
  drawDate,
  roundNo,
  key: roundKey(family, drawDate, roundNo),
  name,
  openAt: bangkokAt(drawDate, t.openMinutes),
  closeAt: bangkokAt(drawDate, t.closeMinutes),
  resultAt: bangkokAt(drawDate, t.resultMinutes),
});
