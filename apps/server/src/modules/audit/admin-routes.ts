import { auditSearchQuery } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/reply.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { searchAudit } from './search-audit.ts';

/** Read-only: no route writes, edits or deletes audit rows (the database refuses the latter two anyway). */
export const adminAuditRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/admin/audit.search',
      {
        config: { staff: 'audit.view' },
        schema: {
          tags: ['admin: audit'],
          summary: 'Search the audit log (newest first)',
          description:
            'Filters: staffId, action (prefix), targetType, targetId, from (inclusive), to (exclusive), page, pageSize. Staff see only their own actions.',
          querystring: auditSearchQuery,
        },
      },
      async (request) => ok(await searchAudit(deps.db, request.staff, request.query)),
    );
    done();
  };
