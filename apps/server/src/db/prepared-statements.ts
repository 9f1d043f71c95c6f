import { createHash } from 'node:crypto';
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';

/**
 * A drizzle query prepared (`.prepare(name)`) once per database handle: its SQL is built and
 * rendered once, and on node-postgres each connection prepares the named statement once. For the
 * hot reads whose drizzle builder and renderer cost more client CPU than their own round trip.
 */
export const preparedPerDb = <P>(build: (db: Database) => P): ((db: Database) => P) => {
  const queries = new WeakMap<Database, P>();
  return (db) => {
    let query = queries.get(db);
    if (query === undefined) queries.set(db, (query = build(db)));
    return query;
  };
};

/** SQL text with $n placeholders and its bind values. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** A drizzle sql`` query as text and bind values, rendered by the handle's own dialect. */
export const statementOf = (db: object, query: SQL): Statement => {
  // drizzle keeps the dialect public at run time (typed @internal).
  const { sql: text, params } = (db as { dialect: PgDialect }).dialect.sqlToQuery(query);
  return { text, values: params };
};

// PGlite and its transactions share the query method: Pick of one stands for both.
type Connection = pg.ClientBase | pg.Pool | Pick<PgliteTransaction, 'query'>;

// drizzle keeps the session public at run time (typed @internal): a transaction's session holds
// the connection that ran BEGIN (a pool client, or PGlite's transaction), the root's the pool or
// PGlite itself; each answers query(text, values) with its rows.
const connectionOf = (tx: object): Connection => (tx as { session: { client: Connection } }).session.client;

// A statement whose values are all parameters has a text that depends only on its shape, so a
// few dozen texts cover the server: each gets a stable name and node-postgres prepares it once
// per connection (Parse on first use), which saves parsing and planning it on every call.
const statementNames = new Map<string, string>();

const nameOf = (text: string): string => {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
};

/**
 * Runs a statement on `tx` (a drizzle handle: a transaction's, or the root one) and answers its
 * rows: in a node-postgres transaction a named prepared statement, otherwise a plain query (on
 * PGlite, or on any connection of the pool). It talks to the driver directly, since drizzle's
 * query layer builds per-call objects that cost as much CPU as a short statement's own client work.
 */
export const runPrepared = async <T>(tx: object, statement: Statement): Promise<T[]> => {
  const client = connectionOf(tx);
  if (client instanceof pg.Client) {
    const result = await client.query<T & pg.QueryResultRow>({
      name: nameOf(statement.text),
      text: statement.text,
      values: statement.values,
    });
    return result.rows;
  }
  // A pool's query(text, values) answers { rows } as PGlite's does.
  const result = await (client as Pick<PgliteTransaction, 'query'>).query<T>(
    statement.text,
    statement.values,
  );
  return result.rows;
};

/** A bind value as PostgreSQL's text input reads it (what node-postgres sends for it; a Date in UTC). */
const textOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const items = value.map((item) => {
      const text = textOf(item);
      return text === null ? 'NULL' : `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
    });
    return `{${items.join(',')}}`;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  if (typeof value === 'object') return JSON.stringify(value);
  throw new TypeError(`no text form for a bind value of type ${typeof value}`);
};

/**
 * pg.escapeLiteral's answer (quotes and backslashes doubled, ` E` before a text with a backslash)
 * by two native replaces: pg's loop appends the text a character at a time, and a batch's JSON
 * bind value is tens of kilobytes.
 */
export const quoteLiteral = (text: string): string =>
  text.includes('\\')
    ? ` E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
    : `'${text.replace(/'/g, "''")}'`;

const prepared = new WeakMap<pg.ClientBase, Set<string>>();

/** `execute name(literals)` of a statement the connection has prepared: its values as quoted literals. */
const executeOf = (statement: Statement): string => {
  const args = statement.values.map((value) => {
    const text = textOf(value);
    return text === null ? 'null' : quoteLiteral(text);
  });
  const name = nameOf(statement.text);
  return `execute ${args.length > 0 ? `${name}(${args.join(', ')})` : name}`;
};

/**
 * Runs statements on `client`, in order, with BEGIN before them and/or COMMIT after them in one
 * round trip: `[BEGIN;] EXECUTE a(literals); EXECUTE b(literals)[; COMMIT]` as one simple query,
 * on statements this connection has prepared (the server reads each literal with the parameter
 * type's input function, as it reads a bind value). A transaction's last statements sent with
 * its COMMIT hold the row locks they take only while the server runs them and commits, not also
 * while their answers travel here and the COMMIT travels back; first statements sent with BEGIN
 * save a round trip. While one of them is not yet prepared on the connection, each is prepared by
 * running it, with BEGIN and COMMIT as round trips of their own. A failing statement skips the
 * rest and leaves the transaction aborted (a COMMIT after it is not run): roll it back. Answers
 * each statement's rows.
 */
export const runPreparedAround = async (
  client: pg.ClientBase,
  statements: readonly Statement[],
  around: { begin: boolean; commit: boolean },
): Promise<unknown[][]> => {
  let names = prepared.get(client);
  if (!names) prepared.set(client, (names = new Set()));
  const known = names;
  if (!statements.every((statement) => known.has(nameOf(statement.text)))) {
    if (around.begin) await client.query('begin');
    const answers: unknown[][] = [];
    for (const statement of statements) {
      const name = nameOf(statement.text);
      const result = await client.query<Record<string, unknown>>({
        name,
        text: statement.text,
        values: statement.values,
      });
      known.add(name);
      answers.push(result.rows);
    }
    if (around.commit) await client.query('commit');
    return answers;
  }
  const parts = statements.map(executeOf);
  if (around.begin) parts.unshift('begin');
  if (around.commit) parts.push('commit');
  const answer = (await client.query(parts.join('; '))) as unknown as
    pg.QueryResult<Record<string, unknown>> | pg.QueryResult<Record<string, unknown>>[];
  // One result per statement of the text; a text of one statement answers a single result.
  const results = Array.isArray(answer) ? answer : [answer];
  const first = around.begin ? 1 : 0;
  return statements.map((_statement, index) => results[first + index]?.rows ?? []);
};
