import type { NumberFrequency } from '@chokdee/domain';

/** The fields the hot and cold numbers are shown for, in the switch's order (2 bottom first: the most played). */
export const STATS_FIELDS = ['bottom2', 'top2', 'top3'] as const;
export type StatsField = (typeof STATS_FIELDS)[number];
/** The draw counts a member can choose. */
export const STATS_DRAWS = [30, 50, 100] as const;

/** The `limit` most frequent numbers (the API answers them most frequent first, ties by number). */
export const hotNumbers = (counted: readonly NumberFrequency[], limit = 10): NumberFrequency[] =>
  counted.slice(0, limit);

/**
 * The `limit` coldest 2-digit numbers over the draws counted: never drawn first (in number order),
 * then the least drawn, the longest ago first. 3-digit numbers have no cold list: with 1,000 of
 * them almost all are "never" over a few dozen draws, which says nothing.
 */
export const coldNumbers = (
  counted: readonly NumberFrequency[],
  draws: number,
  limit = 10,
): NumberFrequency[] => {
  const seen = new Map(counted.map((n) => [n.number, n]));
  const all = Array.from(
    { length: 100 },
    (_, i) =>
      seen.get(String(i).padStart(2, '0')) ?? {
        number: String(i).padStart(2, '0'),
        count: 0,
        lastDrawAgo: draws,
      },
  );
  return all
    .sort((a, b) => a.count - b.count || b.lastDrawAgo - a.lastDrawAgo || a.number.localeCompare(b.number))
    .slice(0, limit);
};
