import {
  checkPoyLines,
  effectiveRate,
  hundredthsToRate,
  isFourDFamily,
  isRoundFamily,
  bahtToSatang,
  potentialWin,
  rateToHundredths,
  NUMBER_CLOSED_MESSAGE,
  type LottoFamily,
  type PlacePoyRequest,
  type PriceBoundsTable,
  type RateTable,
  type RateTier,
  type RoundFamily,
  satang,
} from '@chokdee/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lottoRounds } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { runMoneyTransaction } from '../wallet/money-transaction.ts';
import { requestHash } from '../wallet/request-hash.ts';
import { numberStatesJson, parseNumberStates, stateOf, type NumberStates } from './exposure.ts';
import { findReplayedPoy, lineProblems, placeOnce, replayOf, roundClosed } from './poy-guards.ts';
import { recordPoy, type LockedRound, type PricedLine } from './record-poy.ts';
import { isRoundOpen, type RoundRow } from './round-view.ts';

export interface PlacePoyInput {
  memberId: bigint;
  body: PlacePoyRequest;
  idempotencyKey?: string | undefined;
  now?: Date;
}

type SlipLine = PlacePoyRequest['lines'][number];

const rateChanged = (rates: { number: string; option: string; multiply: number }[]): AppError =>
  new AppError(
    'RATE_CHANGED',
    409,
    'The rate of some numbers has changed. Please check and confirm again.',
    undefined,
    { rates },
  );

/** The checks that need no lock: open round, family, digits, price bounds (400 before any write). */
const precheck = (round: RoundRow, body: PlacePoyRequest, now: Date): LottoFamily => {
  if (!isRoundOpen(round, now)) throw roundClosed();
  if (isFourDFamily(round.family as RoundFamily))
    throw new AppError('BAD_REQUEST', 400, 'This round sells 4D sets only');
  const family = round.family as LottoFamily;
  const problems = checkPoyLines(body.lines, {
    family,
    bounds: round.bounds as PriceBoundsTable,
    roundMax: round.roundMax === null ? null : satang(round.roundMax),
    isClosed: () => false,
  });
  if (problems.length > 0) throw lineProblems(problems);
  return family;
};

/**
 * Every line at its effective rate for the stake sold on its number before this slip; refuses a
 * closed number (400) or a rate below the one the member confirmed (409 RATE_CHANGED with the new rates).
 */
const priceSlip =
  (slip: readonly SlipLine[]) =>
  (round: LockedRound, states: NumberStates): PricedLine[] => {
    const rates = round.rates as RateTable;
    const priced = slip.map((line) => {
      const state = stateOf(states, line);
      const rate = effectiveRate({
        roundRate: rates[line.option] ?? 0,
        fixedRate: state.rule,
        soldStake: Number(state.sold),
        tiers: round.tiers as RateTier[],
      });
      return { line, rate, price: BigInt(bahtToSatang(line.price) ?? 0) };
    });
    const closed = priced.flatMap((p, index) =>
      p.rate === 0 ? [{ index, code: 'NUMBER_CLOSED' as const, message: NUMBER_CLOSED_MESSAGE }] : [],
    );
    if (closed.length > 0) throw lineProblems(closed);
    const dropped = priced.filter(
      (p) => p.line.multiply !== undefined && p.rate < (rateToHundredths(p.line.multiply) ?? 0),
    );
    if (dropped.length > 0)
      throw rateChanged(
        dropped.map((p) => ({
          number: p.line.number,
          option: p.line.option,
          multiply: hundredthsToRate(p.rate),
        })),
      );
    return priced.map((p) => ({
      number: p.line.number,
      option: p.line.option,
      price: p.price,
      multiply: p.rate,
      sets: null,
      payout: BigInt(potentialWin(satang(p.price), p.rate)),
    }));
  };

const BET_ID = /^\d{1,18}$/;

/**
 * Everything placement reads before its transaction, in one statement: the round, the poy already
 * made under the Idempotency-Key, and the rules and sold stake of the slip's numbers (unlocked).
 */
const readSlip = async (db: Database, memberId: bigint, body: PlacePoyRequest, key: string | undefined) => {
  if (!BET_ID.test(body.betId)) return undefined;
  const roundId = BigInt(body.betId);
  const replay = key
    ? sql`(select json_build_object('id', id::text, 'requestHash', request_hash) from poys where member_id = ${memberId.toString()}::bigint and idempotency_key = ${key})`
    : sql`null::json`;
  const [row] = await db
    .select({
      round: lottoRounds,
      replay: sql<{ id: string; requestHash: string } | null>`${replay}`,
      numbers: sql<unknown>`${numberStatesJson(roundId, body.lines)}`,
    })
    .from(lottoRounds)
    .where(eq(lottoRounds.id, roundId));
  return (
    row && {
      ...row,
      replay: row.replay && { id: BigInt(row.replay.id), requestHash: row.replay.requestHash },
    }
  );
};

/**
 * poys.create (api-contract "Lotto, Yeekee, 4D, poy"): all or nothing, in one money transaction.
 * The lines are priced and checked on a snapshot first (a refusal then moves nothing and locks
 * nothing), then stored by recordPoy, which re-checks every rate under the exposure row locks:
 * each line keeps the rate for the stake sold on its number before this slip. Answers the poy id.
 */
export const placePoy = async (db: Database, input: PlacePoyInput): Promise<bigint> => {
  const now = input.now ?? new Date();
  const { body, memberId } = input;
  const key = input.idempotencyKey;
  const hash = requestHash({ kind: 'poy', body });
  const slip = await readSlip(db, memberId, body, key);
  if (!slip || !isRoundFamily(slip.round.family)) {
    // No such round: still a replay (or a reused key) answers as such.
    const replayed = await findReplayedPoy(db, memberId, key, hash);
    if (replayed !== null) return replayed;
    throw notFound('Round not found');
  }
  const replayed = replayOf(slip.replay, hash);
  if (replayed !== null) return replayed;
  const family = precheck(slip.round, body, now);
  const price = priceSlip(body.lines);
  const snapshot = parseNumberStates(slip.numbers);
  price(slip.round, snapshot);
  const total = body.lines.reduce((sum, line) => sum + BigInt(bahtToSatang(line.price) ?? 0), 0n);
  return placeOnce(db, memberId, key, hash, () =>
    runMoneyTransaction(db, (tx) =>
      recordPoy(tx, {
        memberId,
        roundId: slip.round.id,
        family,
        total,
        note: body.note ?? null,
        idempotencyKey: key ?? null,
        requestHash: hash,
        now,
        snapshot,
        price,
      }),
    ),
  );
};
