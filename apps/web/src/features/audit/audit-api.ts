import { adminApi } from '../../lib/admin/admin-api.ts';
import { ADMIN_KEY } from '../../lib/admin/session.ts';
import type { AuditRow, Paged } from '../../lib/admin/types.ts';

export const AUDIT_KEY = [ADMIN_KEY, 'audit'] as const;

export interface AuditQuery {
  staffId?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

export const fetchAudit = (query: AuditQuery, signal?: AbortSignal) =>
  adminApi.get<Paged<AuditRow>>('audit.search', { ...query }, signal);
