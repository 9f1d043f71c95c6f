import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { auditSearchQuery } from './audit-schemas.ts';

/** One audited staff action: who (null: the CLI), what, on which target, and the change. */
export const auditItem = z.object({
  id: z.number().int(),
  staffId: z.number().int().nullable(),
  staffUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

export const auditSearchResult = z.object({
  items: z.array(auditItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const adminAuditSearchEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/audit.search',
  auth: { staff: 'audit.view' },
  query: auditSearchQuery,
  response: auditSearchResult,
  summary: 'Search the audit log (newest first)',
  description:
    'Filters: staffId, action (prefix), targetType, targetId, from (inclusive), to (exclusive), page, pageSize. Staff see only their own actions.',
  tags: ['admin: audit'],
});
