import {
  isFourDFamily,
  paidPrice,
  pricePoy,
  sumSatang,
  type DiscountOffer,
  type PayMode,
  type PlacePoyRequest,
  type PoyPricing,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { requestHash } from '../../platform/idempotency/index.ts';
import { stateOf } from './exposure.ts';
import { roundIdOf } from './find-rounds.ts';
import { findReplayedPoy, lineProblems, placeOnce } from './poy-guards.ts';
import { findRoundDiscount, type StoredLine } from './poys-repository.ts';
import { recordPoy, type PriceLines } from './record-poy.ts';

/** The parsed body; `payMode` left out is full pay (callers inside the server may leave it out). */
type PoyOrder = Omit<PlacePoyRequest, 'payMode'> & { payMode?: PayMode | undefined };

export interface PlacePoyInput {
  memberId: bigint;
  body: PoyOrder;
  idempotencyKey?: string | undefined;
}

/** The poy's lines as stored, or its refusal: 400 line problems, 409 RATE_CHANGED with the rates now. */
const storedOrRefused = (pricing: PoyPricing): StoredLine[] => {
  if (pricing.outcome === 'refused') throw lineProblems(pricing.problems);
  if (pricing.outcome === 'rateChanged') throw appError('RATE_CHANGED', undefined, { rates: pricing.rates });
  return pricing.lines.map((line) => ({ ...line, sets: null }));
};

/** Prices the poy (the domain's pricePoy) on the round and numbers its placement locked, under the chosen discount. */
const priceOn =
  (body: PoyOrder, discount: DiscountOffer | null): PriceLines =>
  (round, numbers) => {
    if (isFourDFamily(round.family)) throw appError('ROUND_SELLS_SETS_ONLY');
    const family = round.family;
    return storedOrRefused(
      pricePoy(body.lines, { ...round, family, discount }, (line) => stateOf(numbers, line)),
    );
  };

/**
 * The discount a `discount` slip is placed under: the family's offer, read before the money
 * transaction (a full-pay slip reads nothing). The same offer prices the lines and sets the total
 * debited, so a staff change racing the slip gives it the offer of a moment before, never a mix.
 */
const discountFor = async (db: Database, body: PoyOrder, roundId: bigint) => {
  if (body.payMode !== 'discount') return null;
  const offer = await findRoundDiscount(db, roundId);
  if (offer === undefined) throw appError('ROUND_NOT_FOUND');
  if (offer === null) throw appError('DISCOUNT_NOT_OFFERED');
  if (body.discountPercent !== undefined && body.discountPercent !== offer.percent)
    throw appError('DISCOUNT_CHANGED');
  return offer;
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
    return await placeOnce(db, memberId, key, hash, async () => {
      const discount = await discountFor(db, body, roundId);
      return recordPoy(db, {
        memberId,
        roundId,
        // What the member pays: pricePoy charges each line the same (its total is this sum).
        total: sumSatang(body.lines.map((line) => paidPrice(line.price, discount?.percent ?? 0))),
        payMode: discount === null ? 'full' : 'discount',
        keys: body.lines,
        note: body.note ?? null,
        idempotencyKey: key ?? null,
        requestHash: hash,
        price: priceOn(body, discount),
      });
    });
  } catch (error) {
    // A refusal that came before the poy insert could meet its key: a replay still answers as such.
    const replayed = await findReplayedPoy(db, memberId, key, hash);
    if (replayed !== null) return replayed;
    throw error;
  }
};
