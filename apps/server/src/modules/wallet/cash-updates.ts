import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../platform/realtime/index.ts';
import { CashCache } from './cash-cache.ts';
import { setMoneyUpdatePublisher } from './money-updates.ts';

/** Broadcast event (message: a member uuid) after a COMMIT that changed the member's cash. */
export const CASH_CHANGED = 'cash-changed';

/**
 * The ledger publishes each committed member balance change through the realtime hub and makes
 * every node's cash cache forget it: this node's at once (the broadcast runs its own listeners
 * before it returns, so the answer of the request that moved the money leaves after it), the
 * others through the hub. Answers the cache `GET /api/cashs` reads.
 */
export const connectCashUpdates = (db: Database, realtime: Realtime): CashCache => {
  const cash = new CashCache();
  realtime.onBroadcast(CASH_CHANGED, (memberUuid) => cash.forget(memberUuid));
  setMoneyUpdatePublisher(db, {
    publishMoneyUpdate: (memberUuid, balanceSatang) =>
      Promise.all([
        realtime.broadcast(CASH_CHANGED, memberUuid),
        realtime.publishMoneyUpdate(memberUuid, balanceSatang),
      ]),
  });
  return cash;
};
