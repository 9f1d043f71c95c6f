import {
  checkPoyLines,
  effectiveRate,
  hundredthsToRate,
  isFourDFamily,
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
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { runMoneyTransaction } from '../wallet/money-transaction.ts';
import { requestHash } from '../wallet/request-hash.ts';
import { findNumberRules, keyOf, lockExposure } from './exposure.ts';
import { getRound } from './find-rounds.ts';
import { lineProblems, lockOpenRound, roundClosed, withPoyIdempotency } from './poy-guards.ts';
import { recordPoy, type PricedLine } from './record-poy.ts';
import { isRoundOpen, type RoundRow } from './round-view.ts';

export interface PlacePoyInput {
  memberId: bigint;
  body: PlacePoyRequest;
  idempotencyKey?: string | undefined;
  now?: Date;
}

const rateChanged = (rates: { number: string; option: string; multiply: number }[]): AppError =>
  new AppError('RATE_CHANGED', 409, 'The rate of some numbers has changed. Please check and confirm again.', undefined, { rates });

/** The checks that need no lock: open round, family, digits, price bounds (400 before any write). */
const precheck = (round: RoundRow, body: PlacePoyRequest, now: Date): LottoFamily => {
  if (!isRoundOpen(round, now)) throw roundClosed();
  if (isFourDFamily(round.family as RoundFamily)) throw new AppError('BAD_REQUEST', 400, 'This round sells 4D sets only');
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
 * poys.create (api-contract "Lotto, Yeekee, 4D, poy"): all or nothing, in one money transaction:
 * lock the round (share) and the exposure rows of the slip's numbers, price every line at its
 * effective rate, refuse closed numbers (400) and dropped rates (409 RATE_CHANGED with the new
 * rates), then store the poy with the rates fixed on its lines (recordPoy: exposure, BET_* debit). Answers the poy id.
 */
export const placePoy = async (db: Database, input: PlacePoyInput): Promise<bigint> => {
  const now = input.now ?? new Date();
  const { body, memberId } = input;
  const hash = requestHash({ kind: 'poy', body });
  return withPoyIdempotency(db, memberId, input.idempotencyKey, hash, async () => {
    const family = precheck(await getRound(db, body.betId), body, now);
    return runMoneyTransaction(db, async (tx) => {
      const round = await lockOpenRound(tx, BigInt(body.betId), now);
      const sold = await lockExposure(tx, round.id, body.lines);
      const rules = await findNumberRules(tx, round.id, body.lines);
      const rates = round.rates as RateTable;
      const priced = body.lines.map((line) => {
        const key = keyOf(line);
        const multiply = effectiveRate({
          roundRate: rates[line.option] ?? 0,
          fixedRate: rules.get(key),
          soldStake: Number(sold.get(key) ?? 0n),
          tiers: round.tiers as RateTier[],
        });
        return { ...line, priceSatang: BigInt(bahtToSatang(line.price) ?? 0), rate: multiply };
      });

      const closed = priced.flatMap((line, index) => (line.rate === 0 ? [{ index, code: 'NUMBER_CLOSED' as const, message: NUMBER_CLOSED_MESSAGE }] : []));
      if (closed.length > 0) throw lineProblems(closed);
      const dropped = priced.filter((line) => line.multiply !== undefined && line.rate < (rateToHundredths(line.multiply) ?? 0));
      if (dropped.length > 0) throw rateChanged(dropped.map((l) => ({ number: l.number, option: l.option, multiply: hundredthsToRate(l.rate) })));

      const lines: PricedLine[] = priced.map((l) => ({
        number: l.number,
        option: l.option,
        price: l.priceSatang,
        multiply: l.rate,
        sets: null,
        payout: BigInt(potentialWin(satang(l.priceSatang), l.rate)),
      }));
      return recordPoy(tx, {
        memberId,
        roundId: round.id,
        family,
        lines,
        note: body.note ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
        requestHash: hash,
      });
    });
  });
};
