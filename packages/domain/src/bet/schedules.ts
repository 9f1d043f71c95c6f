import {
  govRounds,
  DEFAULT_GOV_SCHEDULE,
  DEFAULT_STOCK_SCHEDULE,
  DEFAULT_FOUR_D_SCHEDULES,
  fourDRounds,
  stockRounds,
} from './calendar-schedules.ts';
import type { FourDSchedule, GovSchedule, StockSchedule } from './calendar-schedules.ts';
import {
  DEFAULT_INTERVAL_SCHEDULES,
  intervalRounds,
  type IntervalFamily,
  type IntervalSchedule,
} from './interval-schedules.ts';
import { isFourDFamily, type FourDFamily, type RoundFamily } from './options.ts';
import { addDays, type RoundPlan } from './schedule-time.ts';

/** Every family's schedule settings; the scheduler reads them from the back office. */
export interface ScheduleSettings {
  gov: GovSchedule & { drawDates: readonly string[] };
  stock: StockSchedule;
  interval: Readonly<Record<IntervalFamily, IntervalSchedule>>;
  fourD: Readonly<Record<FourDFamily, FourDSchedule>>;
}

export const defaultScheduleSettings = (govDrawDates: readonly string[]): ScheduleSettings => ({
  gov: { ...DEFAULT_GOV_SCHEDULE, drawDates: govDrawDates },
  stock: DEFAULT_STOCK_SCHEDULE,
  interval: DEFAULT_INTERVAL_SCHEDULES,
  fourD: DEFAULT_FOUR_D_SCHEDULES,
});

/** The rounds of one family whose draw date is `date` (empty on a day without draws). */
export const roundsForDay = (family: RoundFamily, date: string, settings: ScheduleSettings): RoundPlan[] => {
  if (isFourDFamily(family)) return fourDRounds(family, date, settings.fourD[family]);
  if (family === 'gov') return govRounds(date, settings.gov.drawDates, settings.gov);
  if (family === 'stock') return stockRounds(date, settings.stock);
  return intervalRounds(family, date, settings.interval[family]);
};

/** Every family's rounds for `days` draw dates starting at `from`: what the scheduler creates ahead. */
export const roundsAhead = (
  families: readonly RoundFamily[],
  from: string,
  days: number,
  settings: ScheduleSettings,
): RoundPlan[] => {
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  return families.flatMap((family) => dates.flatMap((date) => roundsForDay(family, date, settings)));
};
