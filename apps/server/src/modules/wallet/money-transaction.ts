import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { LedgerMisuse, LedgerRefusal } from './ledger-errors.ts';
import { moneyUpdatePublisherFor } from './money-updates.ts';

/** The handle postEntry and the hold functions take: the transaction runMoneyTransaction opened. */
export type MoneyTx = Database;

interface TouchedCash {
  memberUuid: string;
  available: bigint;
}

/** Per-transaction state: the member cash balances to publish after COMMIT, and a refusal seen. */
interface MoneyContext {
  touched: Map<string, TouchedCash>;
  refusal: LedgerRefusal | undefined;
}

const contexts = new WeakMap<object, MoneyContext>();

const contextOf = (tx: MoneyTx): MoneyContext => {
  const context = contexts.get(tx);
  // Without the wrapper a refusal would not be recorded and no money-update would be published.
  if (!context) throw new LedgerMisuse('money moves only inside runMoneyTransaction(db, (tx) => ...), with its tx');
  return context;
};

/** Called by postEntry/holds for every member CASH account they changed (last value wins). */
export const touchCash = (tx: MoneyTx, memberUuid: string, available: bigint): void => {
  contextOf(tx).touched.set(memberUuid, { memberUuid, available });
};

/** Called before a refusal is thrown: even if the caller swallows it, the transaction must not commit. */
export const noteRefusal = (tx: MoneyTx, refusal: LedgerRefusal): LedgerRefusal => {
  contextOf(tx).refusal = refusal;
  return refusal;
};

export const assertMoneyTx = (tx: MoneyTx): void => void contextOf(tx);

// Outside the (rolled back) transaction, so it survives; first writer wins.
const recordRefusal = async (db: Database, refusal: LedgerRefusal): Promise<void> => {
  try {
    await db.execute(sql`
      insert into ledger_requests (idempotency_key, request_hash, error_code, message)
      values (${refusal.idempotencyKey}, ${refusal.requestHash}, ${refusal.code}, ${refusal.message})
      on conflict (idempotency_key) do nothing`);
  } catch {
    // The caller needs the refusal itself; failing to remember it only weakens a later replay.
  }
};

/**
 * The one way to run a transaction that moves money: `db.transaction` plus
 *  - a ledger refusal (insufficient balance) rolls everything back, then is recorded under its
 *    idempotency key in its own statement, so replaying the key keeps failing;
 *  - after COMMIT (never on rollback) each changed member cash balance is published as a
 *    money-update through the publisher registered for `db` (in-process by default).
 * `db` must be the root database handle, not a transaction.
 */
export const runMoneyTransaction = async <T>(db: Database, work: (tx: MoneyTx) => Promise<T>): Promise<T> => {
  const context: MoneyContext = { touched: new Map(), refusal: undefined };
  let result: T;
  try {
    result = await db.transaction(async (tx) => {
      const handle = tx as unknown as MoneyTx;
      contexts.set(handle, context);
      const value = await work(handle);
      // A swallowed refusal may have left a claimed entry half posted: never commit that.
      if (context.refusal) throw context.refusal;
      return value;
    });
  } catch (error) {
    if (error instanceof LedgerRefusal && !error.recorded) await recordRefusal(db, error);
    throw error;
  }
  const publisher = moneyUpdatePublisherFor(db);
  for (const { memberUuid, available } of context.touched.values()) {
    try {
      // Started, not awaited: the committed answer must not wait for (or fail with) Redis.
      Promise.resolve(publisher.publishMoneyUpdate(memberUuid, available)).catch(() => undefined);
    } catch {
      // same: a publisher bug never turns a committed change into an error
    }
  }
  return result;
};
