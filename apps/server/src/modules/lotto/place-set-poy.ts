import {
  SET_4_PRICE,
  SET_4_PRIZES,
  satang,
  timesSatang,
  type FourDFamily,
  type PlaceSetPoyRequest,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { requestHash } from '../../platform/idempotency/index.ts';
import { getRound, roundIdOf } from './find-rounds.ts';
import { withPoyIdempotency } from './poy-guards.ts';
import type { StoredLine } from './poys-repository.ts';
import { recordPoy } from './record-poy.ts';

export const SET_4_OPTION = 'set_4';

/**
 * lotteries.{family}.create: a 4-digit number × sets at the fixed set price (BET_SET_4), one
 * line `set_4`. The exposure keeps the stake and the top prize the sets could win. Open or closed
 * is decided by the database clock inside the placing transaction (recordPoy).
 */
export const placeSetPoy = async (
  db: Database,
  input: {
    memberId: bigint;
    family: FourDFamily;
    body: PlaceSetPoyRequest;
    idempotencyKey?: string | undefined;
  },
): Promise<bigint> => {
  const { body, memberId } = input;
  const hash = requestHash({ kind: 'set4', family: input.family, body });
  return withPoyIdempotency(db, memberId, input.idempotencyKey, hash, async () => {
    const round = await getRound(db, roundIdOf(body.betId));
    if (round.family !== input.family) throw appError('ROUND_OF_OTHER_LOTTERY');
    const price = timesSatang(SET_4_PRICE, body.sets);
    const line: StoredLine = {
      number: body.number,
      option: SET_4_OPTION,
      price,
      discount: satang(0),
      rate: null,
      sets: body.sets,
      payout: timesSatang(SET_4_PRIZES.four_straight, body.sets),
      soldAbove: null,
      soldUpTo: null,
    };
    return recordPoy(db, {
      memberId,
      roundId: round.id,
      total: price,
      payMode: 'full',
      keys: [line],
      note: body.note ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash: hash,
      // A set has no rate to re-check: its prizes are fixed per set.
      price: () => [line],
    });
  });
};
