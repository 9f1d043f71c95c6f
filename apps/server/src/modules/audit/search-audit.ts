import { can, type StaffRole } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import type { Page } from '../../platform/reply.ts';
import { auditLogPage, type AuditFilter, type AuditItem } from './audit-repository.ts';

export interface AuditSearch extends AuditFilter {
  page: number;
  pageSize: number;
}

/**
 * Newest first. A role without `audit.view.all` (Staff) sees only its own rows, whatever
 * staffId it asks for.
 */
export const searchAudit = (
  db: Database,
  viewer: { id: bigint; role: StaffRole },
  query: AuditSearch,
): Promise<Page<AuditItem>> => {
  const staffId = can(viewer.role, 'audit.view.all') ? query.staffId : Number(viewer.id);
  return auditLogPage(db, { ...query, staffId }, query);
};
