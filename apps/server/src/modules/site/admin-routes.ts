import {
  adminAgentEndpoints as agents,
  adminSiteDomainEndpoints as domains,
  adminSiteMaintenanceEndpoint,
  adminSiteMaintenanceUpdateEndpoint,
  adminSiteTurnoverEndpoint,
  adminSiteTurnoverUpdateEndpoint,
  siteMaintenanceEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { listAgentRows } from './site-repository.ts';
import { createAgent, deleteAgent, updateAgent } from './manage-agents.ts';
import { createSiteDomain, deleteSiteDomain, updateSiteDomain } from './manage-site-domains.ts';
import { listSiteDomainRows } from './site-repository.ts';
import { getTurnoverSettings, updateTurnoverSettings } from './turnover-setting.ts';
import { MAINTENANCE_CHANGED } from './maintenance-state.ts';
import { updateMaintenance } from './update-maintenance.ts';

/** Site settings: domain allow-list with SEO details, agents and support data, maintenance mode, deposit turnover. */
export const adminSiteRoutes =
  ({ db, maintenance }: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(app, domains.list, () => listSiteDomainRows(db));
    mountEndpoint(app, domains.create, (request) => createSiteDomain(db, actorOf(request), request.body));
    mountEndpoint(app, domains.update, (request) => updateSiteDomain(db, actorOf(request), request.body));
    mountEndpoint(app, domains.remove, (request) =>
      deleteSiteDomain(db, actorOf(request), request.body.domain),
    );

    mountEndpoint(app, agents.list, () => listAgentRows(db));
    mountEndpoint(app, agents.create, (request) => createAgent(db, actorOf(request), request.body));
    mountEndpoint(app, agents.update, (request) => updateAgent(db, actorOf(request), request.body));
    mountEndpoint(app, agents.remove, (request) => deleteAgent(db, actorOf(request), request.body.id));

    mountEndpoint(app, adminSiteMaintenanceEndpoint, () => maintenance.current());
    mountEndpoint(app, adminSiteMaintenanceUpdateEndpoint, async (request) => {
      const result = await updateMaintenance(db, actorOf(request), request.body);
      // Every node's gate, this one's at once, reads the flag again on its next request.
      await request.server.realtime.broadcast(MAINTENANCE_CHANGED);
      return result;
    });

    mountEndpoint(app, adminSiteTurnoverEndpoint, () => getTurnoverSettings(db));
    mountEndpoint(app, adminSiteTurnoverUpdateEndpoint, (request) =>
      updateTurnoverSettings(db, actorOf(request), request.body),
    );

    // Public, but mounted here because it reads the same cached state the maintenance gate does.
    mountEndpoint(app, siteMaintenanceEndpoint, async () => ({
      ...(await maintenance.current()),
      retryAfter: maintenance.retryAfterSeconds,
    }));
    done();
  };
