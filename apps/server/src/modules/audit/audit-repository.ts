import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { escapeLike, pagedList, whereAll, within } from '../../platform/paged-list.ts';
import type { Page } from '../../platform/reply.ts';

/**
 * The audit module's reads of audit_log (written only by platform/audit, which every feature
 * uses to record its staff actions in the same transaction).
 */

export interface AuditFilter {
  /** Undefined: every staff member's rows. */
  staffId?: number | undefined;
  /** A prefix (`member.` finds every member action). */
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export interface AuditItem {
  id: number;
  staffId: number | null;
  staffUsername: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  createdAt: string;
}

/**
 * One page of audit rows, newest first, and the filter's count; from is inclusive, to exclusive.
 * Indexed by created_at, (staff_id, created_at), target, action.
 */
export const auditLogPage = async (
  db: Database,
  filter: AuditFilter,
  page: { page: number; pageSize: number },
): Promise<Page<AuditItem>> => {
  const where = whereAll([
    filter.staffId !== undefined && sql`a.staff_id = ${filter.staffId}`,
    filter.action ? sql`a.action like ${`${escapeLike(filter.action)}%`}` : undefined,
    filter.targetType ? sql`a.target_type = ${filter.targetType}` : undefined,
    filter.targetId ? sql`a.target_id = ${filter.targetId}` : undefined,
    ...within(sql`a.created_at`, filter),
  ]);
  return pagedList(db, {
    from: sql`audit_log a`,
    where,
    page,
    rows: async ({ limit, offset }) =>
      rowsOf<AuditItem>(
        await db.execute(sql`
          select a.id::int as id, a.staff_id::int as "staffId", s.username as "staffUsername", a.action, a.target_type as "targetType",
            a.target_id as "targetId", a.before, a.after, a.ip, ${bkk('a.created_at')} as "createdAt"
          from audit_log a left join staff s on s.id = a.staff_id
          where ${where}
          order by a.created_at desc, a.id desc
          limit ${limit} offset ${offset}`),
      ),
  });
};
