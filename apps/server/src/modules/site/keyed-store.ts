import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { RecordStore } from './audited-records.ts';

interface KeyedTable<T extends PgTable, K, I, V> {
  table: T;
  /** The primary key column: the record's key (an agent id, a domain name). */
  key: PgColumn;
  keyOf: (input: I) => K;
  /** Every column but the key, from the input. */
  columns: (input: I) => Partial<T['$inferInsert']>;
  view: (row: T['$inferSelect']) => V;
}

type Row<T extends PgTable> = T['$inferSelect'];

/** The reads and writes of a table of keyed records (site_domains, agents), as views. */
export const keyedStore = <T extends PgTable, K, I, V>(
  spec: KeyedTable<T, K, I, V>,
): RecordStore<K, I, V> => {
  const { table, key, view } = spec;
  const selectable: PgTable = table;
  const keyIs = (value: K) => eq(key, value);
  // The insert names the key by its property, which may differ from the column's SQL name.
  const columns = getTableColumns(table);
  const keyProperty = Object.keys(columns).find((name) => columns[name] === key)!;
  const first = (rows: Row<T>[]) => (rows[0] === undefined ? undefined : view(rows[0]));
  return {
    insert: async (tx: Database, input: I) => {
      const values = { [keyProperty]: spec.keyOf(input), ...spec.columns(input) } as T['$inferInsert'];
      return first(await tx.insert(table).values(values).onConflictDoNothing().returning());
    },
    lock: async (tx: Database, value: K) =>
      first(await tx.select().from(selectable).where(keyIs(value)).for('update')),
    update: async (tx: Database, input: I) => {
      const rows = await tx
        .update(table)
        .set(spec.columns(input))
        .where(keyIs(spec.keyOf(input)))
        .returning();
      return view((rows as Row<T>[])[0]!);
    },
    remove: async (tx: Database, value: K) => first(await tx.delete(table).where(keyIs(value)).returning()),
  };
};
