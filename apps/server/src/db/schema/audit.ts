import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, bigintColumn, createdAtColumn } from './columns.ts';
import { staff } from './staff.ts';

/**
 * Every back-office change, written in the same transaction as the change
 * (platform/audit). Append-only: a trigger in the migration raises on UPDATE, DELETE and
 * TRUNCATE, so not even a bug or a hand-written query can rewrite history.
 * `staff_id` is null only for changes made outside a staff session (the staff:create CLI).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: idColumn(),
    staffId: bigintColumn('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_staff_id_created_at_idx').on(t.staffId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_action_idx').on(t.action),
  ],
);
