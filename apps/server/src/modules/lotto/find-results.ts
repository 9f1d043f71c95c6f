import {
  familiesOfResultGroup,
  RESULT_HISTORY_LIMIT,
  toBangkokIso,
  type PublicResult,
  type ResultQuery,
  type ResultStats,
  type ResultStatsQuery,
  type RoundFamily,
  type RoundResult,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import type { lottoRounds } from '../../db/schema/index.ts';
import { countResultNumbers, findConfirmedResults } from './results-repository.ts';
import { betGroupOf } from './round-view.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const DIGITS = /^\d{1,6}$/;
const digitsOf = (value: unknown): string | undefined =>
  typeof value === 'string' && DIGITS.test(value) ? value : undefined;
const listOf = (value: unknown): string[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const numbers = value.map(digitsOf).filter((n) => n !== undefined);
  return numbers.length === value.length ? numbers : undefined;
};

/**
 * The public fields of a stored (confirmed) result: only the LottoResult fields it holds, read
 * defensively from jsonb, and the government first prize from what staff entered.
 */
export const publicResult = (result: unknown, input: unknown): PublicResult => {
  const stored = isRecord(result) ? result : {};
  const view: PublicResult = {};
  for (const field of ['top3', 'top2', 'bottom2', 'four'] as const) {
    const value = digitsOf(stored[field]);
    if (value !== undefined) view[field] = value;
  }
  for (const field of ['front3', 'back3'] as const) {
    const value = listOf(stored[field]);
    if (value !== undefined) view[field] = value;
  }
  if (isRecord(input) && input.kind === 'gov') {
    const firstPrize = digitsOf(input.firstPrize);
    if (firstPrize !== undefined) view.firstPrize = firstPrize;
    const lower = isRecord(input.lowerPrizes) ? input.lowerPrizes : undefined;
    const [second, third, fourth, fifth] = ['second', 'third', 'fourth', 'fifth'].map((tier) =>
      listOf(lower?.[tier]),
    );
    if (second && third && fourth && fifth) view.lowerPrizes = { second, third, fourth, fifth };
  }
  return view;
};

/** A date has at most ~400 rounds (265 five-minute Yeekee, 88 Yeekee, 22 ping-pong, markets, 4D). */
const MAX_PER_DATE = 600;

/**
 * bet-list-results: rounds with a CONFIRMED result (never a pending, rejected or superseded one;
 * never a voided round), newest first, in one query. A date goes through the draw_date index; a
 * group alone is its history, the latest 30.
 */
export const findResults = async (db: Database, query: ResultQuery): Promise<RoundResult[]> => {
  const limit =
    query.betId !== undefined ? 1 : query.resultDate !== undefined ? MAX_PER_DATE : RESULT_HISTORY_LIMIT;
  const rows = await findConfirmedResults(
    db,
    {
      roundId: query.betId === undefined ? undefined : BigInt(query.betId),
      drawDate: query.resultDate,
      families: query.betGroup === undefined ? undefined : familiesOfResultGroup(query.betGroup),
    },
    limit,
  );
  return rows.map(resultView);
};

/** A round with its confirmed result as members see it. */
export const resultView = ({
  round,
  result,
  input,
  publishedAt,
}: {
  round: typeof lottoRounds.$inferSelect;
  result: unknown;
  input: unknown;
  publishedAt: Date | null;
}): RoundResult => ({
  betId: round.id.toString(),
  betGroup: betGroupOf(round.family as RoundFamily),
  betType: round.family,
  name: round.name,
  drawDate: round.drawDate,
  resultTime: toBangkokIso(round.resultAt),
  publishedAt: publishedAt === null ? null : toBangkokIso(publishedAt),
  status: round.status,
  result: publicResult(result, input),
});

/**
 * bet-list-results.stats: the hot and cold numbers of a family over its latest confirmed draws.
 * A family with no results answers `draws: 0` and empty lists.
 */
export const findResultStats = async (db: Database, query: ResultStatsQuery): Promise<ResultStats> => {
  const rows = await countResultNumbers(db, query.betType, query.draws);
  const stats: ResultStats = { betType: query.betType, draws: 0, top3: [], top2: [], bottom2: [] };
  // A drawn field holds digits only (lottoResultSchema); the check keeps a hand-edited row out.
  for (const row of rows) {
    stats.draws = row.draws;
    if (DIGITS.test(row.number))
      stats[row.field].push({ number: row.number, count: row.count, lastDrawAgo: row.last_ago });
  }
  return stats;
};
