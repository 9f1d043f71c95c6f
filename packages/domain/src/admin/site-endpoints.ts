import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import { agentSupportAnswer, maintenanceAnswer } from '../site/site-schemas.ts';
import {
  agentCreateRequest,
  agentDeleteRequest,
  agentUpdateRequest,
  maintenanceUpdateRequest,
  siteDomainCreateRequest,
  siteDomainDeleteRequest,
  siteDomainUpdateRequest,
  turnoverSettingsSchema,
} from './site-schemas.ts';

/** A domain of the allow-list with the site details site-details answers for it. */
export const siteDomainView = z.object({
  domain: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  siteVerification: z.string().nullable(),
  gaID: z.string().nullable(),
  createdAt: z.string(),
});

/** An agent with its support data (what GET /api/agents-supports answers for its members). */
export const agentView = agentSupportAnswer.extend({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
});

const tags = ['admin: site'];
const siteManage = { staff: 'site.manage' } as const;

interface RecordKind<V, C, U, D> {
  /** The path's prefix below /api/admin (`agents` → /api/admin/agents.list, …). */
  prefix: string;
  auth: { staff: 'site.manage' | 'agents.manage' };
  view: V;
  bodies: { create: C; update: U; remove: D };
  taken: ErrorCode;
  notFound: ErrorCode;
  /** What else may refuse a delete. */
  removeErrors?: readonly ErrorCode[];
  summaries: { list: string; create: string; update: string; remove: string };
}

/** List, create (201), replace and delete of one kind of keyed site record: domains, agents. */
const recordEndpoints = <V extends z.ZodType, C extends z.ZodType, U extends z.ZodType, D extends z.ZodType>(
  kind: RecordKind<V, C, U, D>,
) => {
  const base = { auth: kind.auth, tags };
  const path = (verb: string) => `/api/admin/${kind.prefix}.${verb}`;
  return {
    list: endpoint({
      ...base,
      method: 'GET',
      path: path('list'),
      response: z.array(kind.view),
      summary: kind.summaries.list,
    }),
    create: endpoint({
      ...base,
      method: 'POST',
      path: path('create'),
      body: kind.bodies.create,
      response: kind.view,
      status: 201,
      errors: [kind.taken],
      summary: kind.summaries.create,
    }),
    update: endpoint({
      ...base,
      method: 'POST',
      path: path('update'),
      body: kind.bodies.update,
      response: kind.view,
      errors: [kind.notFound],
      summary: kind.summaries.update,
    }),
    remove: endpoint({
      ...base,
      method: 'POST',
      path: path('delete'),
      body: kind.bodies.remove,
      response: z.object({}),
      errors: [kind.notFound, ...(kind.removeErrors ?? [])],
      summary: kind.summaries.remove,
    }),
  };
};

export const adminSiteDomainEndpoints = recordEndpoints({
  prefix: 'site.domains',
  auth: siteManage,
  view: siteDomainView,
  bodies: {
    create: siteDomainCreateRequest,
    update: siteDomainUpdateRequest,
    remove: siteDomainDeleteRequest,
  },
  taken: 'DOMAIN_TAKEN',
  notFound: 'DOMAIN_NOT_FOUND',
  summaries: {
    list: 'Domain allow-list with site details',
    create: 'Add a domain (409 if listed). The first domain turns the allow-list on.',
    update: "Replace a domain's details",
    remove: 'Remove a domain',
  },
});

export const adminAgentEndpoints = recordEndpoints({
  prefix: 'agents',
  auth: { staff: 'agents.manage' },
  view: agentView,
  bodies: { create: agentCreateRequest, update: agentUpdateRequest, remove: agentDeleteRequest },
  taken: 'AGENT_ID_TAKEN',
  notFound: 'AGENT_NOT_FOUND',
  removeErrors: ['CENTRE_AGENT_KEPT', 'AGENT_HAS_MEMBERS'],
  summaries: {
    list: 'Agents with their support data',
    create: 'Add an agent (409 if the id is taken)',
    update: "Replace an agent's name and support data",
    remove: 'Delete an agent nobody signed up under (never the centre agent 2)',
  },
});

/** A site setting: every role that sees members reads it, a Super Admin changes it (audited). */
const settingEndpoints = <A extends z.ZodType, B extends z.ZodType>(
  name: string,
  schemas: { answer: A; body: B },
  text: { read: string; update: string; description: string },
) => ({
  read: endpoint({
    method: 'GET',
    path: `/api/admin/site.${name}`,
    auth: { staff: 'members.view' },
    response: schemas.answer,
    summary: text.read,
    tags,
  }),
  update: endpoint({
    method: 'POST',
    path: `/api/admin/site.${name}.update`,
    auth: siteManage,
    body: schemas.body,
    response: schemas.answer,
    summary: text.update,
    description: text.description,
    tags,
  }),
});

export const { read: adminSiteMaintenanceEndpoint, update: adminSiteMaintenanceUpdateEndpoint } =
  settingEndpoints(
    'maintenance',
    { answer: maintenanceAnswer, body: maintenanceUpdateRequest },
    {
      read: 'Maintenance mode as members see it',
      update: 'Turn maintenance mode on or off',
      description:
        'While on, member API calls answer 503 `{ code: "MAINTENANCE", message }`; /api/admin, /api/health, /api/health.ready, /api/hooks and /api/site.maintenance keep working.',
    },
  );

export const { read: adminSiteTurnoverEndpoint, update: adminSiteTurnoverUpdateEndpoint } = settingEndpoints(
  'turnover',
  { answer: turnoverSettingsSchema, body: turnoverSettingsSchema },
  {
    read: 'The deposit turnover multiplier (default 1; 0: off)',
    update: 'Set the deposit turnover multiplier',
    description:
      'Every deposit credited after this must be bet `depositMultiplier` × its amount before a withdrawal (0 to 50, hundredths; 0 turns it off). Audited.',
  },
);
