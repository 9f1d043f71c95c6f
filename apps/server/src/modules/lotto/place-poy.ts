import {
  checkPoyLines,
  effectiveRate,
  hundredthsToRate,
  isFourDFamily,
  bahtToSatang,
  potentialWin,
  rateToHundredths,
  sameRateRange,
  NUMBER_CLOSED_MESSAGE,
  POY_MESSAGES,
  type LottoFamily,
  type PlacePoyRequest,
  type PriceBoundsTable,
  type RateTable,
  type RateTier,
  type RoundFamily,
  satang,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError, type AppError } from '../../platform/errors.ts';
import { requestHash } from '../../platform/idempotency/index.ts';
import { stateOf, type NumberStates } from './exposure.ts';
import { findReplayedPoy, lineProblems, placeOnce } from './poy-guards.ts';
import { recordPoy, type LockedRound, type PricedLine } from './record-poy.ts';

export interface PlacePoyInput {
  memberId: bigint;
  body: PlacePoyRequest;
  idempotencyKey?: string | undefined;
}

type SlipLine = PlacePoyRequest['lines'][number];

const rateChanged = (rates: { number: string; option: string; multiply: number }[]): AppError =>
  appError('RATE_CHANGED', undefined, { rates });

/** The line checks of the round's family, digits and price bounds (400): the round's status and times are checked when it is locked. */
const checkLines = (round: LockedRound, lines: readonly SlipLine[]): void => {
  if (isFourDFamily(round.family as RoundFamily)) throw appError('ROUND_SELLS_SETS_ONLY');
  const problems = checkPoyLines(lines, {
    family: round.family as LottoFamily,
    bounds: round.bounds as PriceBoundsTable,
    roundMax: round.roundMax === null ? null : satang(round.roundMax),
    isClosed: () => false,
  });
  if (problems.length > 0) throw lineProblems(problems);
};

/**
 * Checks the lines, then prices each at its effective rate for the stake sold on its number before
 * this slip; refuses a closed number (400) or a rate below the one the member confirmed (409
 * RATE_CHANGED with the new rates).
 */
const priceSlip =
  (slip: readonly SlipLine[]) =>
  (round: LockedRound, states: NumberStates): PricedLine[] => {
    checkLines(round, slip);
    const rates = round.rates as RateTable;
    const tiers = round.tiers as RateTier[];
    const priced = slip.map((line) => {
      const state = stateOf(states, line);
      const rate = effectiveRate({
        roundRate: rates[line.option] ?? 0,
        fixedRate: state.rule,
        soldStake: Number(state.sold),
        tiers,
      });
      const range = sameRateRange(Number(state.sold), tiers);
      return { line, rate, range, price: BigInt(bahtToSatang(line.price) ?? 0) };
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
      soldAbove: p.range.above === null ? null : BigInt(p.range.above),
      soldUpTo: p.range.upTo === null ? null : BigInt(p.range.upTo),
    }));
  };

const BET_ID = /^\d{1,18}$/;

/** Prices are validated at the HTTP edge; this keeps a direct call with a bad one from reaching the poy's CHECK. */
const totalOf = (lines: readonly SlipLine[]): bigint => {
  const prices = lines.map((line) => (line.price > 0 ? bahtToSatang(line.price) : null));
  const bad = prices.flatMap((price, index) =>
    price === null ? [{ index, code: 'PRICE' as const, message: POY_MESSAGES.price }] : [],
  );
  if (bad.length > 0) throw lineProblems(bad);
  return prices.reduce<bigint>((sum, price) => sum + BigInt(price ?? 0), 0n);
};

/**
 * poys.create (api-contract "Lotto, Yeekee, 4D, poy"): all or nothing, in one money transaction
 * (recordPoy): the round locked with the poy row and a snapshot of the slip's numbers, the lines
 * checked and priced on it, the debit, then the lines and exposure, re-checked under the exposure
 * row locks (placed again when a rate moved), so each line keeps the rate for the stake sold on
 * its number before this slip. Whether the round is open is decided by the database clock inside
 * that transaction, last right before COMMIT (recordPoy). A used Idempotency-Key answers its poy (the poy insert hits the
 * key's unique index). Answers the poy id.
 */
export const placePoy = async (db: Database, input: PlacePoyInput): Promise<bigint> => {
  const { body, memberId } = input;
  const key = input.idempotencyKey;
  const hash = requestHash({ kind: 'poy', body });
  try {
    if (!BET_ID.test(body.betId)) throw appError('ROUND_NOT_FOUND');
    const total = totalOf(body.lines);
    const price = priceSlip(body.lines);
    return await placeOnce(db, memberId, key, hash, () =>
      recordPoy(db, {
        memberId,
        roundId: BigInt(body.betId),
        total,
        keys: body.lines,
        note: body.note ?? null,
        idempotencyKey: key ?? null,
        requestHash: hash,
        price,
      }),
    );
  } catch (error) {
    // A refusal that came before the poy insert could meet its key: a replay still answers as such.
    const replayed = await findReplayedPoy(db, memberId, key, hash);
    if (replayed !== null) return replayed;
    throw error;
  }
};
