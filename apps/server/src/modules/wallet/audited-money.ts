import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor, type AuditEntry } from '../../platform/audit/index.ts';
import { runMoneyTransaction, type MoneyTx } from './money-transaction.ts';

/**
 * What the work answers: its result and either `replayed: true` (postEntry answered a replay —
 * the key had been used — so nothing moved and no audit row is due) or the audit rows to write.
 */
export type AuditedMoneyOutcome<T> =
  { result: T; replayed: true } | { result: T; replayed: false; audits: [AuditEntry, ...AuditEntry[]] };

/** Carries a replay's answer out of withAudit: throwing rolls back its savepoint, so no row is written. */
class Replayed<T extends object> extends Error {
  override name = 'Replayed';
  constructor(readonly result: T) {
    super('idempotent replay');
  }
}

/**
 * A money change and its audit rows in ONE database transaction.
 *
 * runMoneyTransaction opens the transaction (refusals recorded after rollback, money-updates
 * published after commit); withAudit is then run on that transaction handle, where drizzle's
 * `tx.transaction` is a SAVEPOINT on the same connection. So withAudit keeps its contract — the
 * row exists exactly when the change committed — and the ledger keeps its own: `work` posts with
 * the money tx (postEntry refuses any other handle), on the same connection, inside the savepoint.
 *  - a refusal (409 INSUFFICIENT_BALANCE) or any error: savepoint and transaction roll back, no
 *    audit row, nothing moved;
 *  - a replay (same Idempotency-Key, same content): nothing moved the second time, so no second
 *    audit row either — the savepoint is rolled back and the first result answered.
 */
export const runAuditedMoney = async <T extends object>(
  db: Database,
  actor: AuditActor,
  work: (tx: MoneyTx) => Promise<AuditedMoneyOutcome<T>>,
): Promise<T & { replayed: boolean }> =>
  runMoneyTransaction(db, async (tx) => {
    try {
      const result = await withAudit(tx, actor, async () => {
        const outcome = await work(tx);
        if (outcome.replayed) throw new Replayed(outcome.result);
        const [first, ...more] = outcome.audits;
        // Further rows (a move audits both members) through withAudit too: nested savepoints.
        for (const audit of more)
          await withAudit(tx, actor, () => Promise.resolve({ result: undefined, audit }));
        return { result: outcome.result, audit: first };
      });
      return { ...result, replayed: false };
    } catch (error) {
      if (error instanceof Replayed) return { ...(error.result as T), replayed: true };
      throw error;
    }
  });
