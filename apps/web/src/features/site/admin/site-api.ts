import {
  adminAgentEndpoints as agents,
  adminSiteDomainEndpoints as domains,
  adminSiteMaintenanceEndpoint,
  adminSiteMaintenanceUpdateEndpoint,
  adminSiteTurnoverEndpoint,
  adminSiteTurnoverUpdateEndpoint,
  type EndpointAnswer,
} from '@chokdee/domain';
import { callApi } from '../../../lib/call-api.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';

export const DOMAINS_KEY = [ADMIN_KEY, 'site', 'domains'] as const;
export const MAINTENANCE_KEY = [ADMIN_KEY, 'site', 'maintenance'] as const;
export const TURNOVER_KEY = [ADMIN_KEY, 'site', 'turnover'] as const;
export const AGENTS_KEY = [ADMIN_KEY, 'agents'] as const;

export type SiteDomain = EndpointAnswer<typeof domains.update>;
export type Agent = EndpointAnswer<typeof agents.update>;
export type Maintenance = EndpointAnswer<typeof adminSiteMaintenanceEndpoint>;

/** A domain as the API stores it: empty text is null ("no value"). */
export type DomainBody = Omit<SiteDomain, 'createdAt'>;

export const fetchDomains = (signal?: AbortSignal) => callApi(domains.list, undefined, { signal });

/** Create a domain, or update the one of the same name (`existing`). */
export const saveDomain = (body: DomainBody, existing: boolean) =>
  callApi(existing ? domains.update : domains.create, body);

export const deleteDomain = (domain: string) => callApi(domains.remove, { domain });

export const fetchMaintenance = (signal?: AbortSignal) =>
  callApi(adminSiteMaintenanceEndpoint, undefined, { signal });

/** An empty message is sent as none: members then see the default text. */
export const updateMaintenance = (body: Maintenance) =>
  callApi(adminSiteMaintenanceUpdateEndpoint, {
    enabled: body.enabled,
    message: body.message.trim() || undefined,
  });

export const fetchTurnover = (signal?: AbortSignal) =>
  callApi(adminSiteTurnoverEndpoint, undefined, { signal });

export const updateTurnover = (depositMultiplier: number) =>
  callApi(adminSiteTurnoverUpdateEndpoint, { depositMultiplier });

export type AgentBody = Omit<Agent, 'createdAt'>;

export const fetchAgents = (signal?: AbortSignal) => callApi(agents.list, undefined, { signal });

/** Create an agent, or update the one of the same id (`existing`). */
export const saveAgent = (body: AgentBody, existing: boolean) =>
  callApi(existing ? agents.update : agents.create, body);

export const deleteAgent = (id: number) => callApi(agents.remove, { id });
