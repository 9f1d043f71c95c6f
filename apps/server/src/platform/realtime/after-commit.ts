import type { Database } from '../../db/client.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Registers work to run once the surrounding transaction has committed (never on rollback). */
export type AfterCommit = (effect: () => unknown) => void;

/**
 * `db.transaction` plus effects that run only after COMMIT succeeded, in registration order, e.g.
 *
 *   await withAfterCommit(db, async (tx, afterCommit) => {
 *     const { balanceAfter } = await postEntry(tx, ...);
 *     afterCommit(() => app.realtime.publishMoneyUpdate(member.uuid, balanceAfter));
 *   });
 *
 * Effects are started, not awaited: the caller's answer does not wait for Redis. A failing effect
 * goes to `onEffectError` and never turns the committed transaction into an error.
 */
export const withAfterCommit = async <T>(
  db: Database,
  work: (tx: Transaction, afterCommit: AfterCommit) => Promise<T>,
  onEffectError: (error: unknown) => void = () => undefined,
): Promise<T> => {
  const effects: Array<() => unknown> = [];
  const result = await db.transaction((tx) => work(tx, (effect) => effects.push(effect)));
  for (const effect of effects) {
    try {
      Promise.resolve(effect()).catch(onEffectError);
    } catch (error) {
      onEffectError(error);
    }
  }
  return result;
};
