import { adminAuditSearchEndpoint, type EndpointAnswer, type EndpointInput } from '@chokdee/domain';
import { callApi } from '../../lib/call-api.ts';
import { ADMIN_KEY } from '../../lib/admin/session.ts';

export const AUDIT_KEY = [ADMIN_KEY, 'audit'] as const;

export type AuditQuery = EndpointInput<typeof adminAuditSearchEndpoint>;
export type AuditRow = EndpointAnswer<typeof adminAuditSearchEndpoint>['items'][number];

export const fetchAudit = (query: AuditQuery, signal?: AbortSignal) =>
  callApi(adminAuditSearchEndpoint, query, { signal });
