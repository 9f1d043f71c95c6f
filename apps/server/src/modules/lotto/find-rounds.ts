import { FOUR_D_FAMILIES, isRoundFamily, type FourDFamily, type RoundFamily } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import type { RoundRow } from './round-view.ts';
import { findRound, findRoundsOpenSince } from './rounds-repository.ts';

/** Closed rounds stay listed this long, so a member sees "closed, waiting for the result". */
const RECENTLY_CLOSED_MS = 60 * 60_000;
/** The busiest family (5-minute Yeekee) has 265 rounds a day. */
const MAX_ROUNDS = 2000;

/** Rounds open now or closed within the last hour, by close time (bet-lists.latest). */
export const findLatestRounds = async (
  db: Database,
  now: Date,
  families?: readonly RoundFamily[],
): Promise<RoundRow[]> =>
  findRoundsOpenSince(db, {
    now,
    closedSince: new Date(now.getTime() - RECENTLY_CLOSED_MS),
    families,
    limit: MAX_ROUNDS,
  });

const ROUND_ID = /^\d{1,18}$/;

/** The round id a request names (`betId`, or `id` of bet-lists.one); not a number is no round either: 404. */
export const roundIdOf = (betId: string): bigint => {
  if (!ROUND_ID.test(betId)) throw appError('ROUND_NOT_FOUND');
  return BigInt(betId);
};

/** One round by its id, or 404. */
export const getRound = async (db: Database, roundId: bigint): Promise<RoundRow> => {
  const round = await findRound(db, roundId);
  if (!round || !isRoundFamily(round.family)) throw appError('ROUND_NOT_FOUND');
  return round;
};

/** Groups rounds as bet-lists.latest answers them. */
export const groupRounds = <T>(rounds: readonly RoundRow[], view: (round: RoundRow) => T) => {
  const of = (family: RoundFamily) => rounds.filter((r) => r.family === family).map(view);
  const gov4d = Object.fromEntries(FOUR_D_FAMILIES.map((f) => [f, of(f)])) as Record<FourDFamily, T[]>;
  return {
    gov: of('gov'),
    stock: of('stock'),
    yeekee: of('yeekee'),
    yeekee5Min: of('yeekee5min'),
    pingpong: of('pingpong'),
    gov4d,
  };
};
