import { can, type StaffRole } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import type { Page } from '../../platform/reply.ts';

export interface AuditSearch {
  staffId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
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
 * Newest first. A role without `audit.view.all` (Staff) sees only its own rows, whatever
 * staffId it asks for. `action` matches a prefix (`member.` finds every member action);
 * from is inclusive, to exclusive. Indexed by created_at, (staff_id, created_at), target, action.
 */
export const searchAudit = async (
  db: Database,
  viewer: { id: bigint; role: StaffRole },
  query: AuditSearch,
): Promise<Page<AuditItem>> => {
  const conditions: SQL[] = [];
  const staffId = can(viewer.role, 'audit.view.all') ? query.staffId : Number(viewer.id);
  if (staffId !== undefined) conditions.push(sql`a.staff_id = ${staffId}`);
  if (query.action)
    conditions.push(sql`a.action like ${`${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (query.targetType) conditions.push(sql`a.target_type = ${query.targetType}`);
  if (query.targetId) conditions.push(sql`a.target_id = ${query.targetId}`);
  if (query.from) conditions.push(sql`a.created_at >= ${query.from}::timestamptz`);
  if (query.to) conditions.push(sql`a.created_at < ${query.to}::timestamptz`);
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;

  const [count] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from audit_log a where ${where}`),
  );
  const items = rowsOf<AuditItem>(
    await db.execute(sql`
      select a.id::int as id, a.staff_id::int as "staffId", s.username as "staffUsername", a.action, a.target_type as "targetType",
        a.target_id as "targetId", a.before, a.after, a.ip, ${bkk('a.created_at')} as "createdAt"
      from audit_log a left join staff s on s.id = a.staff_id
      where ${where}
      order by a.created_at desc, a.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  return { items, total: count?.total ?? 0, page: query.page, pageSize: query.pageSize };
};
