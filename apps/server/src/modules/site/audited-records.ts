import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor, type AuditEntry } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';

/** How a repository reads and writes one kind of keyed site record; absent rows are undefined. */
export interface RecordStore<K, I, V> {
  insert: (tx: Database, input: I) => Promise<V | undefined>;
  lock: (tx: Database, key: K) => Promise<V | undefined>;
  update: (tx: Database, input: I) => Promise<V>;
  remove: (tx: Database, key: K) => Promise<V | undefined>;
}

interface RecordKind<K, I, V> {
  store: RecordStore<K, I, V>;
  keyOf: (input: I) => K;
  /** The audit action's prefix (`agent` → `agent.create`, `agent.update`, `agent.delete`). */
  action: string;
  targetType: AuditEntry['targetType'];
  taken: 'AGENT_ID_TAKEN' | 'DOMAIN_TAKEN';
  notFound: 'AGENT_NOT_FOUND' | 'DOMAIN_NOT_FOUND';
  /** Refuses a delete the record's rules forbid (before the row is touched). */
  checkRemove?: (tx: Database, key: K) => Promise<void>;
}

/**
 * Create, replace and delete of a keyed site record (agents, domains), each audited with the row
 * before and after. A taken key and a missing row are the kind's own errors.
 */
export const auditedRecords = <K extends string | number, I, V>(kind: RecordKind<K, I, V>) => {
  const target = (key: K) => ({ targetType: kind.targetType, targetId: String(key) });
  return {
    create: (db: Database, actor: AuditActor, input: I): Promise<V> =>
      withAudit(db, actor, async (tx) => {
        const row = await kind.store.insert(tx, input);
        if (!row) throw appError(kind.taken);
        const audit = {
          action: `${kind.action}.create`,
          ...target(kind.keyOf(input)),
          before: null,
          after: row,
        };
        return { result: row, audit };
      }),

    /** Replaces every field but the key (omitted ones become empty: the forms send them all). */
    update: (db: Database, actor: AuditActor, input: I): Promise<V> =>
      withAudit(db, actor, async (tx) => {
        const key = kind.keyOf(input);
        const before = await kind.store.lock(tx, key);
        if (!before) throw appError(kind.notFound);
        const row = await kind.store.update(tx, input);
        return {
          result: row,
          audit: { action: `${kind.action}.update`, ...target(key), before, after: row },
        };
      }),

    remove: (db: Database, actor: AuditActor, key: K): Promise<Record<string, never>> =>
      withAudit(db, actor, async (tx) => {
        await kind.checkRemove?.(tx, key);
        const row = await kind.store.remove(tx, key);
        if (!row) throw appError(kind.notFound);
        return {
          result: {},
          audit: { action: `${kind.action}.delete`, ...target(key), before: row, after: null },
        };
      }),
  };
};
