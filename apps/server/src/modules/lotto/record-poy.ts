import { betTransactionType, type Satang } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { assertRoomStatement, limitRefusalOf } from '../compliance/index.ts';
import { commitStakeWith } from '../wallet/index.ts';
import type { NumberStates } from './exposure.ts';
import { roundClosed } from './poy-guards.ts';
import {
  isClosedAtCommit,
  isRateMoved,
  linesStatement,
  openPlacement,
  type NewPoy,
  type PlacingRound,
  type StoredLine,
} from './poys-repository.ts';
import { isRoundOpen } from './round-view.ts';

/**
 * Checks and prices the lines on the locked round and a snapshot of their numbers; throws the
 * poy's refusal (a 400 line problem, a dropped rate). Pure: the last statement re-checks the
 * snapshot under the row locks.
 */
export type PriceLines = (round: PlacingRound, numbers: NumberStates) => StoredLine[];

const PLACE_ATTEMPTS = 5;

/**
 * Runs `place` (the money transaction of recordPoy) again, on a fresh snapshot, while its last
 * statement finds that a rate moved between the snapshot and the row locks: the retry prices the
 * poy on what is sold now (a lower rate, a closed number, or 409 RATE_CHANGED for a confirmed
 * rate). A rate moves only when a concurrent poy crosses a tier (or a cancel falls back under
 * one) in that moment, so the second attempt nearly always settles it; after PLACE_ATTEMPTS the
 * member is asked to try again (409).
 */
export const retryWhileRatesMove = async (place: () => Promise<bigint>): Promise<bigint> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await place();
    } catch (error) {
      if (isClosedAtCommit(error)) throw roundClosed();
      const overLimit = limitRefusalOf(error);
      if (overLimit) throw overLimit;
      if (!isRateMoved(error)) throw error;
      if (attempt >= PLACE_ATTEMPTS) throw appError('RATES_CHANGING');
    }
  }
};

/**
 * Stores a poy in its own money transaction and answers its id, in two round trips that keep the
 * hot exposure rows locked as briefly as possible: the round locked with the poy row and a
 * snapshot of the numbers (sent with BEGIN); then the member's stake (the wallet's ledger debit
 * and turnover) and the lines with their exposure, sent with COMMIT. Whether the round is open is
 * decided by the database clock, once the lock is held and again right before COMMIT; a member's
 * loss limits are checked right before COMMIT too (403 LIMIT_REACHED). Any refusal
 * rolls all of it back; a rate that moved under the locks places the poy again. No such round: 404.
 */
export const recordPoy = (
  db: Database,
  poy: NewPoy & { total: Satang; price: PriceLines },
): Promise<bigint> =>
  retryWhileRatesMove(() =>
    openPlacement(db, poy, async (tx, placement) => {
      if (!placement) throw appError('ROUND_NOT_FOUND');
      if (!isRoundOpen(placement.round, placement.now)) throw roundClosed();
      const lines = poy.price(placement.round, placement.numbers);
      await commitStakeWith(
        tx,
        {
          memberId: poy.memberId,
          amount: poy.total,
          type: betTransactionType(placement.round.family),
          ref: { type: 'poy', id: placement.poyId.toString() },
          owesTurnover: placement.owesTurnover,
        },
        [
          linesStatement(placement, lines),
          // After the stake moved (its cash row locked): the member's loss limits, with it counted.
          ...(placement.lossLimited ? [assertRoomStatement(poy.memberId, 'loss')] : []),
        ],
      );
      return placement.poyId;
    }),
  );
