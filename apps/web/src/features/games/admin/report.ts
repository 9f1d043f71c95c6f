import type { AdminGameReportRow } from '@chokdee/domain';

export const MONEY = ['bets', 'wins', 'refunds', 'ggr'] as const;
type Money = (typeof MONEY)[number];

const DAY_MS = 86_400_000;

/** The calendar day `count` days before `day` (both YYYY-MM-DD). */
export const daysBefore = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - count * DAY_MS).toISOString().slice(0, 10);

/**
 * The chart's bars: each day of the range (a day without play shows as zero, so the axis is even)
 * with its providers' amounts added up.
 */
export function dailyTotals(
  rows: readonly AdminGameReportRow[],
  from: string,
  to: string,
): ({ day: string } & Record<Money, number>)[] {
  const days = new Map<string, Record<Money, number>>();
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    days.set(new Date(t).toISOString().slice(0, 10), { bets: 0, wins: 0, refunds: 0, ggr: 0 });
  for (const row of rows) {
    const day = days.get(row.day);
    if (day) for (const key of MONEY) day[key] = Math.round((day[key] + row[key]) * 100) / 100;
  }
  return [...days].map(([day, amounts]) => ({ day, ...amounts }));
}
