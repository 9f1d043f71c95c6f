import { isFourDFamily, pricePoy, sumSatang, type PlacePoyRequest, type PoyPricing } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { requestHash } from '../../platform/idempotency/index.ts';
import { stateOf } from './exposure.ts';
import { roundIdOf } from './find-rounds.ts';
import { findReplayedPoy, lineProblems, placeOnce } from './poy-guards.ts';
import type { StoredLine } from './poys-repository.ts';
import { recordPoy, type PriceLines } from './record-poy.ts';

export interface PlacePoyInput {
  memberId: bigint;
  body: PlacePoyRequest;
  idempotencyKey?: string | undefined;
}

/** The poy's lines as stored, or its refusal: 400 line problems, 409 RATE_CHANGED with the rates now. */
const storedOrRefused = (pricing: PoyPricing): StoredLine[] => {
  if (pricing.outcome === 'refused') throw lineProblems(pricing.problems);
  if (pricing.outcome === 'rateChanged') throw appError('RATE_CHANGED', undefined, { rates: pricing.rates });
  return pricing.lines.map((line) => ({ ...line, sets: null }));
};

/** Prices the poy (the domain's pricePoy) on the round and numbers its placement locked. */
const priceOn =
  (body: PlacePoyRequest): PriceLines =>
  (round, numbers) => {
    if (isFourDFamily(round.family)) throw appError('ROUND_SELLS_SETS_ONLY');
    const family = round.family;
    return storedOrRefused(pricePoy(body.lines, { ...round, family }, (line) => stateOf(numbers, line)));
  };

/**
 * poys.create (api-contract "Lotto, Yeekee, 4D, poy"): all or nothing, in one money transaction
 * (recordPoy) that prices the poy on the round and numbers it locked, so each line keeps the rate
 * for the stake sold on its number before this poy. A used Idempotency-Key answers its poy (the
 * poy insert hits the key's unique index). Answers the poy id.
 */
export const placePoy = async (db: Database, input: PlacePoyInput): Promise<bigint> => {
  const { body, memberId } = input;
  const key = input.idempotencyKey;
  const hash = requestHash({ kind: 'poy', body });
  try {
    const roundId = roundIdOf(body.betId);
    return await placeOnce(db, memberId, key, hash, () =>
      recordPoy(db, {
        memberId,
        roundId,
        total: sumSatang(body.lines.map((line) => line.price)),
        keys: body.lines,
        note: body.note ?? null,
        idempotencyKey: key ?? null,
        requestHash: hash,
        price: priceOn(body),
      }),
    );
  } catch (error) {
    // A refusal that came before the poy insert could meet its key: a replay still answers as such.
    const replayed = await findReplayedPoy(db, memberId, key, hash);
    if (replayed !== null) return replayed;
    throw error;
  }
};
