import type { FourDFamily } from './options.ts';
import { addDays, hm, planRound, weekday, type RoundPlan } from './schedule-time.ts';

/**
 * Government, stock and 4D rounds (lottery-domain.md "Families"): calendar driven, times +07:00.
 * Rounds open at 00:00 of their draw date, except government (see govRounds).
 */

// ---- government ----
export interface GovSchedule {
  closeMinutes: number;
  resultMinutes: number;
  /** Opening when no earlier draw is in the calendar: this many days before the draw date. */
  firstOpenDaysBefore: number;
}
export const DEFAULT_GOV_SCHEDULE: GovSchedule = {
  closeMinutes: hm('15:20'),
  resultMinutes: hm('16:00'),
  firstOpenDaysBefore: 15,
};

/** The default draw calendar of a year: the 1st and 16th of every month (staff move holidays). */
export const defaultGovDrawDates = (year: number): string[] =>
  Array.from({ length: 24 }, (_, i) => {
    const month = String(Math.floor(i / 2) + 1).padStart(2, '0');
    return `${String(year).padStart(4, '0')}-${month}-${i % 2 === 0 ? '01' : '16'}`;
  });

/**
 * One round when `date` is in the draw calendar. It opens at 00:00 of the day after the previous
 * calendar draw (betting on the next draw starts once the last one is over), or
 * `firstOpenDaysBefore` days before when the calendar has no earlier draw.
 */
export const govRounds = (
  date: string,
  drawDates: readonly string[],
  schedule: GovSchedule = DEFAULT_GOV_SCHEDULE,
): RoundPlan[] => {
  if (!drawDates.includes(date)) return [];
  const previous = drawDates
    .filter((d) => d < date)
    .sort()
    .at(-1);
  const openDate =
    previous === undefined ? addDays(date, -schedule.firstOpenDaysBefore) : addDays(previous, 1);
  const openMinutes = (Date.parse(`${openDate}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 60_000;
  return [
    planRound('gov', date, 1, 'gov', {
      openMinutes,
      closeMinutes: schedule.closeMinutes,
      resultMinutes: schedule.resultMinutes,
    }),
  ];
};

// ---- stock ----
export interface StockMarket {
  id: string;
  /** Minutes after the session day's midnight; >= 24:00 closes the next day (Dow Jones). */
  closeMinutes: number;
}
/** Round numbers are positions in this list (1-based), so keep it append-only. */
export const DEFAULT_STOCK_MARKETS: readonly StockMarket[] = [
  { id: 'nikkei_morning', closeMinutes: hm('09:20') },
  { id: 'nikkei_afternoon', closeMinutes: hm('12:50') },
  { id: 'china_morning', closeMinutes: hm('10:00') },
  { id: 'china_afternoon', closeMinutes: hm('13:30') },
  { id: 'hangseng_morning', closeMinutes: hm('10:55') },
  { id: 'hangseng_afternoon', closeMinutes: hm('14:55') },
  { id: 'taiwan', closeMinutes: hm('12:00') },
  { id: 'korea', closeMinutes: hm('12:40') },
  { id: 'singapore', closeMinutes: hm('15:30') },
  { id: 'thai_set', closeMinutes: hm('16:30') },
  { id: 'india', closeMinutes: hm('16:40') },
  { id: 'egypt', closeMinutes: hm('18:00') },
  { id: 'russia', closeMinutes: hm('22:00') },
  { id: 'england', closeMinutes: hm('22:00') },
  { id: 'germany', closeMinutes: hm('22:00') },
  { id: 'dowjones', closeMinutes: 24 * 60 + hm('03:00') },
];
export interface StockSchedule {
  markets: readonly StockMarket[];
  /** Result due this long after close (staff then have 60 minutes before voiding). */
  resultAfterMinutes: number;
  /** Market id → its holidays (YYYY-MM-DD session days without a round). */
  holidays: Readonly<Record<string, readonly string[]>>;
}
export const DEFAULT_STOCK_SCHEDULE: StockSchedule = {
  markets: DEFAULT_STOCK_MARKETS,
  resultAfterMinutes: 30,
  holidays: {},
};

/** One round per market session, Monday–Friday, skipping each market's holidays. */
export const stockRounds = (date: string, schedule: StockSchedule = DEFAULT_STOCK_SCHEDULE): RoundPlan[] => {
  const day = weekday(date);
  if (day === 0 || day === 6) return [];
  return schedule.markets.flatMap((market, i) =>
    schedule.holidays[market.id]?.includes(date)
      ? []
      : [
          planRound('stock', date, i + 1, market.id, {
            openMinutes: 0,
            closeMinutes: market.closeMinutes,
            resultMinutes: market.closeMinutes + schedule.resultAfterMinutes,
          }),
        ],
  );
};

// ---- 4D ----
export interface FourDSchedule {
  /** Weekdays with draws, 0 = Sunday. */
  days: readonly number[];
  /** Close times of the day's draws, in order (round numbers 1…). */
  closeMinutes: readonly number[];
  resultAfterMinutes: number;
}
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
export const DEFAULT_FOUR_D_SCHEDULES: Readonly<Record<FourDFamily, FourDSchedule>> = {
  hanoy: { days: EVERY_DAY, closeMinutes: [hm('17:00'), hm('18:00'), hm('19:00')], resultAfterMinutes: 30 },
  lao: { days: [1, 2, 3, 4, 5], closeMinutes: [hm('20:00')], resultAfterMinutes: 30 },
  laoSuper: { days: EVERY_DAY, closeMinutes: [hm('21:00')], resultAfterMinutes: 30 },
  malay: { days: [0, 3, 6], closeMinutes: [hm('18:00')], resultAfterMinutes: 30 },
};

export const fourDRounds = (
  family: FourDFamily,
  date: string,
  schedule: FourDSchedule = DEFAULT_FOUR_D_SCHEDULES[family],
): RoundPlan[] =>
  schedule.days.includes(weekday(date))
    ? schedule.closeMinutes.map((closeMinutes, i) =>
        planRound(family, date, i + 1, schedule.closeMinutes.length > 1 ? `${family}_${i + 1}` : family, {
          openMinutes: 0,
          closeMinutes,
          resultMinutes: closeMinutes + schedule.resultAfterMinutes,
        }),
      )
    : [];
