import type { StatementSummary } from './types.ts';

/**
 * The balance line's points: the balance before the window on its first day, then each day's
 * closing balance. The first day is the first month's first day (the window's start).
 */
export const balancePoints = (
  summary: Pick<StatementSummary, 'opening' | 'days' | 'months'>,
): { date: string; balance: number }[] => {
  const start = summary.months[0] ? `${summary.months[0].month}-01` : undefined;
  const opening = start && summary.days[0]?.date !== start ? [{ date: start, balance: summary.opening }] : [];
  return [...opening, ...summary.days];
};

/** "2026-03" → "มี.ค. 26" / "Mar 26" in the member's language (Gregorian years, as the statement's dates). */
export const monthLabel = (month: string, language: string): string => {
  const [year, mon] = month.split('-').map(Number);
  if (!year || !mon) return month;
  const locale = language === 'kh' ? 'km' : language === 'mm' ? 'my' : language;
  return new Intl.DateTimeFormat(`${locale}-u-ca-gregory`, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, mon - 1, 1)));
};
