import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { maintenanceAnswer } from '../site/site-endpoints.ts';
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
export const agentView = z.object({
  id: z.number().int(),
  name: z.string(),
  phoneNumber: z.string().nullable(),
  activePopup: z.boolean(),
  activeSupport: z.boolean(),
  urlBailek: z.string().nullable(),
  urlPopup: z.string().nullable(),
  urlSupport: z.string().nullable(),
  createdAt: z.string(),
});

const tags = ['admin: site'];
const siteManage = { staff: 'site.manage' } as const;
const agentsManage = { staff: 'agents.manage' } as const;

export const adminSiteDomainsListEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/site.domains.list',
  auth: siteManage,
  response: z.array(siteDomainView),
  summary: 'Domain allow-list with site details',
  tags,
});

export const adminSiteDomainsCreateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/site.domains.create',
  auth: siteManage,
  body: siteDomainCreateRequest,
  response: siteDomainView,
  status: 201,
  errors: ['DOMAIN_TAKEN'],
  summary: 'Add a domain (409 if listed). The first domain turns the allow-list on.',
  tags,
});

export const adminSiteDomainsUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/site.domains.update',
  auth: siteManage,
  body: siteDomainUpdateRequest,
  response: siteDomainView,
  errors: ['DOMAIN_NOT_FOUND'],
  summary: "Replace a domain's details",
  tags,
});

export const adminSiteDomainsDeleteEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/site.domains.delete',
  auth: siteManage,
  body: siteDomainDeleteRequest,
  response: z.object({}),
  errors: ['DOMAIN_NOT_FOUND'],
  summary: 'Remove a domain',
  tags,
});

export const adminAgentsListEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/agents.list',
  auth: agentsManage,
  response: z.array(agentView),
  summary: 'Agents with their support data',
  tags,
});

export const adminAgentsCreateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/agents.create',
  auth: agentsManage,
  body: agentCreateRequest,
  response: agentView,
  status: 201,
  errors: ['AGENT_ID_TAKEN'],
  summary: 'Add an agent (409 if the id is taken)',
  tags,
});

export const adminAgentsUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/agents.update',
  auth: agentsManage,
  body: agentUpdateRequest,
  response: agentView,
  errors: ['AGENT_NOT_FOUND'],
  summary: "Replace an agent's name and support data",
  tags,
});

export const adminAgentsDeleteEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/agents.delete',
  auth: agentsManage,
  body: agentDeleteRequest,
  response: z.object({}),
  errors: ['AGENT_NOT_FOUND', 'CENTRE_AGENT_KEPT', 'AGENT_HAS_MEMBERS'],
  summary: 'Delete an agent nobody signed up under (never the centre agent 2)',
  tags,
});

export const adminSiteMaintenanceEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/site.maintenance',
  auth: { staff: 'members.view' },
  response: maintenanceAnswer,
  summary: 'Maintenance mode as members see it',
  tags,
});

export const adminSiteMaintenanceUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/site.maintenance.update',
  auth: siteManage,
  body: maintenanceUpdateRequest,
  response: maintenanceAnswer,
  summary: 'Turn maintenance mode on or off',
  description:
    'While on, member API calls answer 503 `{ code: "MAINTENANCE", message }`; /api/admin, /api/health, /api/hooks and /api/site.maintenance keep working.',
  tags,
});

export const adminSiteTurnoverEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/site.turnover',
  auth: { staff: 'members.view' },
  response: turnoverSettingsSchema,
  summary: 'The deposit turnover multiplier (default 1; 0: off)',
  tags,
});

export const adminSiteTurnoverUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/site.turnover.update',
  auth: siteManage,
  body: turnoverSettingsSchema,
  response: turnoverSettingsSchema,
  summary: 'Set the deposit turnover multiplier',
  description:
    'Every deposit credited after this must be bet `depositMultiplier` × its amount before a withdrawal (0 to 50, hundredths; 0 turns it off). Audited.',
  tags,
});
