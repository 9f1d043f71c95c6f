import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { runPrepared, runPreparedAround, type Statement } from '../../db/prepared-statements.ts';
import { LedgerMisuse, LedgerRefusal } from './ledger-errors.ts';
import { moneyUpdatePublisherFor } from './money-updates.ts';

/** The handle postEntry and the hold functions take: the transaction runMoneyTransaction opened. */
export type MoneyTx = Database;

interface TouchedCash {
  memberUuid: string;
  available: bigint;
}

/**
 * Per-transaction state: the member cash balances to publish after COMMIT, a refusal seen, on a
 * node-postgres pool the connection (runMoneyTransaction sends its BEGIN and COMMIT) and whether
 * commitWith already committed, and whether commitWith ran (nothing moves money after it).
 */
interface MoneyContext {
  touched: Map<string, TouchedCash>;
  refusal: LedgerRefusal | undefined;
  connection: pg.PoolClient | undefined;
  committed: boolean;
  closed: boolean;
}

const contexts = new WeakMap<object, MoneyContext>();

const contextOf = (tx: MoneyTx): MoneyContext => {
  const context = contexts.get(tx);
  // Without the wrapper a refusal would not be recorded and no money-update would be published.
  if (!context)
    throw new LedgerMisuse('money moves only inside runMoneyTransaction(db, (tx) => ...), with its tx');
  return context;
};

/** The context of a transaction that may still move money. */
const openContextOf = (tx: MoneyTx): MoneyContext => {
  const context = contextOf(tx);
  if (context.closed) throw new LedgerMisuse('nothing moves money after commitWith');
  return context;
};

/**
 * Called by postEntry/holds for every member CASH account they changed (last value wins); also
 * after commitWith, for an entry it committed.
 */
export const touchCash = (tx: MoneyTx, memberUuid: string, available: bigint): void => {
  contextOf(tx).touched.set(memberUuid, { memberUuid, available });
};

/** Called before a refusal is thrown: even if the caller swallows it, the transaction must not commit. */
export const noteRefusal = (tx: MoneyTx, refusal: LedgerRefusal): LedgerRefusal => {
  openContextOf(tx).refusal = refusal;
  return refusal;
};

export const assertMoneyTx = (tx: MoneyTx): void => void openContextOf(tx);

/**
 * Runs the money transaction's last statements and commits them, in one round trip on a
 * node-postgres pool (runPreparedAround), so row locks they take are held only while the server
 * runs them and commits; on PGlite it runs them and runMoneyTransaction commits right after. The
 * work must return right after it: nothing may move money once it ran (postEntry and the holds
 * refuse to). A refusal noted earlier is thrown instead. Answers each statement's rows.
 */
export const commitWith = async (tx: MoneyTx, statements: readonly Statement[]): Promise<unknown[][]> => {
  const context = openContextOf(tx);
  if (context.refusal) throw context.refusal;
  // Whichever engine commits it, nothing may move money after these statements.
  context.closed = true;
  if (!context.connection) {
    const answers: unknown[][] = [];
    for (const statement of statements) answers.push(await runPrepared(tx, statement));
    return answers;
  }
  const answers = await runPreparedAround(context.connection, statements, { begin: false, commit: true });
  context.committed = true;
  return answers;
};

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

// drizzle keeps these public at run time (typed @internal).
interface DrizzleInternals {
  $client: unknown;
  dialect: PgDialect;
  session: {
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
}

// One transaction handle per pooled connection, built on its first money transaction. drizzle's
// db.transaction builds a new session and transaction object for every call (the latter sets up
// a query builder per table of the schema): on a one-entry bet that cost more client CPU than the
// entry's own statement. The handle is the same drizzle transaction class, so callers see no
// difference (nested tx.transaction still makes a savepoint).
const pooledHandles = new WeakMap<pg.PoolClient, { db: Database; tx: MoneyTx }>();

const handleFor = (db: Database, client: pg.PoolClient): MoneyTx => {
  const known = pooledHandles.get(client);
  if (known?.db === db) return known.tx;
  const { dialect, session } = db as unknown as DrizzleInternals;
  const txSession = new NodePgSession(client, dialect, session.schema, session.options);
  const tx = new NodePgTransaction(dialect, txSession, session.schema) as unknown as MoneyTx;
  pooledHandles.set(client, { db, tx });
  return tx;
};

/** The work of a money transaction: the handle, and the rows of its first statement (if given). */
type MoneyWork<R, T> = (tx: MoneyTx, firstRows: R[]) => Promise<T>;

/**
 * db.transaction for a node-postgres pool, with the handle above: BEGIN (sent with the first
 * statement, when there is one), work, COMMIT or ROLLBACK.
 */
const pooledTransaction = async <R, T>(
  db: Database,
  pool: pg.Pool,
  context: MoneyContext,
  first: Statement | undefined,
  work: MoneyWork<R, T>,
): Promise<T> => {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const tx = handleFor(db, client);
    context.connection = client;
    try {
      let firstRows: R[] = [];
      if (first)
        [firstRows = []] = (await runPreparedAround(client, [first], {
          begin: true,
          commit: false,
        })) as R[][];
      else await client.query('begin');
      const value = await work(tx, firstRows);
      if (!context.committed) await client.query('commit');
      return value;
    } catch (error) {
      // A connection that cannot even roll back is not given back to the pool.
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
};

const transactionOf = <R, T>(
  db: Database,
  context: MoneyContext,
  first: Statement | undefined,
  work: MoneyWork<R, T>,
): Promise<T> => {
  const client = (db as unknown as DrizzleInternals).$client;
  if (client instanceof pg.Pool) return pooledTransaction(db, client, context, first, work);
  return db.transaction(async (tx) =>
    work(tx as unknown as MoneyTx, first ? await runPrepared<R>(tx, first) : []),
  );
};

/**
 * The one way to run a transaction that moves money: `db.transaction` plus
 *  - a ledger refusal (insufficient balance) rolls everything back, then is recorded under its
 *    idempotency key in its own statement, so replaying the key keeps failing;
 *  - after COMMIT (never on rollback) each changed member cash balance is published as a
 *    money-update through the publisher registered for `db` (in-process by default).
 * `db` must be the root database handle, not a transaction.
 */
export const runMoneyTransaction = <T>(db: Database, work: (tx: MoneyTx) => Promise<T>): Promise<T> =>
  moneyTransaction(db, undefined, work);

/**
 * runMoneyTransaction whose first statement is known before it starts: on a node-postgres pool
 * BEGIN and that statement go in one round trip (runPreparedAround). `work` gets its rows.
 */
export const runMoneyTransactionFrom = <R, T>(
  db: Database,
  first: Statement,
  work: MoneyWork<R, T>,
): Promise<T> => moneyTransaction(db, first, work);

const moneyTransaction = async <R, T>(
  db: Database,
  first: Statement | undefined,
  work: MoneyWork<R, T>,
): Promise<T> => {
  const context: MoneyContext = {
    touched: new Map(),
    refusal: undefined,
    connection: undefined,
    committed: false,
    closed: false,
  };
  let result: T;
  try {
    result = await transactionOf<R, T>(db, context, first, async (tx, firstRows) => {
      contexts.set(tx, context);
      try {
        const value = await work(tx, firstRows);
        // A swallowed refusal may have left a claimed entry half posted: never commit that.
        if (context.refusal) throw context.refusal;
        return value;
      } finally {
        // A pooled handle serves the connection's next transaction: this one's state ends here.
        contexts.delete(tx);
      }
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
