import {
  agentCreateRequest,
  agentDeleteRequest,
  agentUpdateRequest,
  maintenanceUpdateRequest,
  siteDomainCreateRequest,
  siteDomainDeleteRequest,
  siteDomainUpdateRequest,
  turnoverSettingsSchema,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { ok } from '../../platform/reply.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { createAgent, deleteAgent, listAgents, updateAgent } from './manage-agents.ts';
import {
  createSiteDomain,
  deleteSiteDomain,
  listSiteDomains,
  updateSiteDomain,
} from './manage-site-domains.ts';
import { getTurnoverSettings, updateTurnoverSettings } from './turnover-setting.ts';
import { updateMaintenance } from './update-maintenance.ts';

const TAGS = ['admin: site'];

/** Site settings: domain allow-list with SEO details, agents and support data, maintenance mode, deposit turnover. */
export const adminSiteRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const domain = { config: { staff: 'site.manage' as const } };
    app.get(
      '/api/admin/site.domains.list',
      { ...domain, schema: { tags: TAGS, summary: 'Domain allow-list with site details' } },
      async () => ok(await listSiteDomains(deps.db)),
    );
    app.post(
      '/api/admin/site.domains.create',
      {
        ...domain,
        schema: {
          tags: TAGS,
          summary: 'Add a domain (409 if listed). The first domain turns the allow-list on.',
          body: siteDomainCreateRequest,
        },
      },
      async (request, reply) =>
        reply.code(201).send(ok(await createSiteDomain(deps.db, actorOf(request), request.body))),
    );
    app.post(
      '/api/admin/site.domains.update',
      {
        ...domain,
        schema: { tags: TAGS, summary: "Replace a domain's details", body: siteDomainUpdateRequest },
      },
      async (request) => ok(await updateSiteDomain(deps.db, actorOf(request), request.body)),
    );
    app.post(
      '/api/admin/site.domains.delete',
      { ...domain, schema: { tags: TAGS, summary: 'Remove a domain', body: siteDomainDeleteRequest } },
      async (request) => ok(await deleteSiteDomain(deps.db, actorOf(request), request.body.domain)),
    );

    const agent = { config: { staff: 'agents.manage' as const } };
    app.get(
      '/api/admin/agents.list',
      { ...agent, schema: { tags: TAGS, summary: 'Agents with their support data' } },
      async () => ok(await listAgents(deps.db)),
    );
    app.post(
      '/api/admin/agents.create',
      {
        ...agent,
        schema: { tags: TAGS, summary: 'Add an agent (409 if the id is taken)', body: agentCreateRequest },
      },
      async (request, reply) =>
        reply.code(201).send(ok(await createAgent(deps.db, actorOf(request), request.body))),
    );
    app.post(
      '/api/admin/agents.update',
      {
        ...agent,
        schema: { tags: TAGS, summary: "Replace an agent's name and support data", body: agentUpdateRequest },
      },
      async (request) => ok(await updateAgent(deps.db, actorOf(request), request.body)),
    );
    app.post(
      '/api/admin/agents.delete',
      {
        ...agent,
        schema: {
          tags: TAGS,
          summary: 'Delete an agent nobody signed up under (never the centre agent 2)',
          body: agentDeleteRequest,
        },
      },
      async (request) => ok(await deleteAgent(deps.db, actorOf(request), request.body.id)),
    );

    app.get(
      '/api/admin/site.maintenance',
      {
        config: { staff: 'members.view' },
        schema: { tags: TAGS, summary: 'Maintenance mode as members see it' },
      },
      async () => ok(await deps.maintenance.current()),
    );
    app.post(
      '/api/admin/site.maintenance.update',
      {
        config: { staff: 'site.manage' },
        schema: {
          tags: TAGS,
          summary: 'Turn maintenance mode on or off',
          description:
            'While on, member API calls answer 503 `{ code: "MAINTENANCE", message }`; /api/admin, /api/health, /api/hooks and /api/site.maintenance keep working.',
          body: maintenanceUpdateRequest,
        },
      },
      async (request) =>
        ok(await updateMaintenance(deps.db, deps.maintenance, actorOf(request), request.body)),
    );

    app.get(
      '/api/admin/site.turnover',
      {
        config: { staff: 'members.view' },
        schema: { tags: TAGS, summary: 'The deposit turnover multiplier (default 1; 0: off)' },
      },
      async () => ok(await getTurnoverSettings(deps.db)),
    );
    app.post(
      '/api/admin/site.turnover.update',
      {
        config: { staff: 'site.manage' },
        schema: {
          tags: TAGS,
          summary: 'Set the deposit turnover multiplier',
          description:
            'Every deposit credited after this must be bet `depositMultiplier` × its amount before a withdrawal (0 to 50, hundredths; 0 turns it off). Audited.',
          body: turnoverSettingsSchema,
        },
      },
      async (request) => ok(await updateTurnoverSettings(deps.db, actorOf(request), request.body)),
    );

    // Public: the web app asks this at start, then every `retryAfter` seconds while maintenance is on.
    app.get(
      '/api/site.maintenance',
      {
        schema: {
          tags: ['site'],
          summary: 'Whether the member site is in maintenance, its message, and when to ask again',
          description: '`retryAfter`: seconds a client waits before asking again (as the 503 Retry-After).',
        },
      },
      async () =>
        ok({ ...(await deps.maintenance.current()), retryAfter: deps.maintenance.retryAfterSeconds }),
    );
    done();
  };
