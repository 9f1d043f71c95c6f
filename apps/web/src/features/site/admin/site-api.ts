import type { TurnoverSettings } from '@chokdee/domain';
import { adminApi } from '../../../lib/admin/admin-api.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import type { Agent, Maintenance, SiteDomain } from '../../../lib/admin/types.ts';

export const DOMAINS_KEY = [ADMIN_KEY, 'site', 'domains'] as const;
export const MAINTENANCE_KEY = [ADMIN_KEY, 'site', 'maintenance'] as const;
export const TURNOVER_KEY = [ADMIN_KEY, 'site', 'turnover'] as const;
export const AGENTS_KEY = [ADMIN_KEY, 'agents'] as const;

/** A domain as the API stores it: empty text is null ("no value"). */
export interface DomainBody {
  domain: string;
  title: string | null;
  description: string | null;
  siteVerification: string | null;
  gaID: string | null;
}

export const fetchDomains = (signal?: AbortSignal) =>
  adminApi.get<SiteDomain[]>('site.domains.list', undefined, signal);

/** Create a domain, or update the one of the same name (`existing`). */
export const saveDomain = (body: DomainBody, existing: boolean) =>
  adminApi.post<SiteDomain>(existing ? 'site.domains.update' : 'site.domains.create', body);

export const deleteDomain = (domain: string) => adminApi.post('site.domains.delete', { domain });

export const fetchMaintenance = (signal?: AbortSignal) =>
  adminApi.get<Maintenance>('site.maintenance', undefined, signal);

/** An empty message is sent as none: members then see the default text. */
export const updateMaintenance = (body: Maintenance) =>
  adminApi.post<Maintenance>('site.maintenance.update', {
    enabled: body.enabled,
    message: body.message.trim() || undefined,
  });

export const fetchTurnover = (signal?: AbortSignal) =>
  adminApi.get<TurnoverSettings>('site.turnover', undefined, signal);

export const updateTurnover = (depositMultiplier: number) =>
  adminApi.post<TurnoverSettings>('site.turnover.update', { depositMultiplier });

export interface AgentBody {
  id: number;
  name: string;
  phoneNumber: string | null;
  activePopup: boolean;
  activeSupport: boolean;
  urlBailek: string | null;
  urlPopup: string | null;
  urlSupport: string | null;
}

export const fetchAgents = (signal?: AbortSignal) => adminApi.get<Agent[]>('agents.list', undefined, signal);

/** Create an agent, or update the one of the same id (`existing`). */
export const saveAgent = (body: AgentBody, existing: boolean) =>
  adminApi.post<Agent>(existing ? 'agents.update' : 'agents.create', body);

export const deleteAgent = (id: number) => adminApi.post('agents.delete', { id });
