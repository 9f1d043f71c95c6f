import { adminAuditSearchEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { searchAudit } from './search-audit.ts';

/** Read-only: no route writes, edits or deletes audit rows (the database refuses the latter two anyway). */
export const adminAuditRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, adminAuditSearchEndpoint, (request) =>
      searchAudit(deps.db, request.staff, request.query),
    );
    done();
  };
