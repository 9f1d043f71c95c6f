import { asc, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { CENTRE_AGENT_ID } from '../../db/demo-seed.ts';
import { agents, siteDomains } from '../../db/schema/index.ts';
import { toBangkokIso } from '@chokdee/domain';
import { keyedStore } from './keyed-store.ts';

// The only file that names the site's tables: site_domains (the allow-list), agents, site_settings.

/** The allow-list behind site-details (`Not Allow Domain`): an empty list allows every host. */
export interface SiteDomainInput {
  domain: string;
  title?: string | null | undefined;
  description?: string | null | undefined;
  siteVerification?: string | null | undefined;
  gaID?: string | null | undefined;
}

const domainView = (row: typeof siteDomains.$inferSelect) => ({
  domain: row.domain,
  title: row.title,
  description: row.description,
  siteVerification: row.siteVerification,
  gaID: row.gaId,
  createdAt: toBangkokIso(row.createdAt),
});
export type SiteDomainView = ReturnType<typeof domainView>;

const domainColumns = (input: SiteDomainInput) => ({
  title: input.title ?? null,
  description: input.description ?? null,
  siteVerification: input.siteVerification ?? null,
  gaId: input.gaID ?? null,
});

export const listSiteDomainRows = async (db: Database): Promise<SiteDomainView[]> =>
  (await db.select().from(siteDomains).orderBy(asc(siteDomains.domain))).map(domainView);

/** The site_domains table as the audited create/replace/delete reads and writes it. */
export const siteDomainStore = keyedStore({
  table: siteDomains,
  key: siteDomains.domain,
  keyOf: (input: SiteDomainInput) => input.domain,
  columns: domainColumns,
  view: domainView,
});

export interface SiteDomainMatch {
  /** Whether the allow-list has any domain at all. */
  restricted: boolean;
  domain: string | null;
  title: string | null;
  description: string | null;
  site_verification: string | null;
  ga_id: string | null;
}

/** The host's row of the allow-list and whether the list is on, in one query. */
export const siteDomainMatch = async (db: Database, host: string): Promise<SiteDomainMatch | undefined> => {
  const [row] = rowsOf<SiteDomainMatch>(
    await db.execute(sql`
      select exists(select 1 from site_domains) as restricted, d.domain, d.title, d.description, d.site_verification, d.ga_id
      from (values (1)) as one(x) left join site_domains d on d.domain = ${host.toLowerCase()}`),
  );
  return row;
};

/** An agent and its support data (what GET /api/agents-supports answers for its members). */
export interface AgentInput {
  id: number;
  name: string;
  phoneNumber?: string | null | undefined;
  activePopup: boolean;
  activeSupport: boolean;
  urlBailek?: string | null | undefined;
  urlPopup?: string | null | undefined;
  urlSupport?: string | null | undefined;
}

export type AgentSupport = Pick<
  typeof agents.$inferSelect,
  'phoneNumber' | 'activePopup' | 'activeSupport' | 'urlBailek' | 'urlPopup' | 'urlSupport'
>;

const agentView = (row: typeof agents.$inferSelect) => ({ ...row, createdAt: toBangkokIso(row.createdAt) });
export type AgentView = ReturnType<typeof agentView>;

const agentColumns = (input: AgentInput) => ({
  name: input.name,
  phoneNumber: input.phoneNumber ?? null,
  activePopup: input.activePopup,
  activeSupport: input.activeSupport,
  urlBailek: input.urlBailek ?? null,
  urlPopup: input.urlPopup ?? null,
  urlSupport: input.urlSupport ?? null,
});

export const listAgentRows = async (db: Database): Promise<AgentView[]> =>
  (await db.select().from(agents).orderBy(asc(agents.id))).map(agentView);

/** The agents table as the audited create/replace/delete reads and writes it. */
export const agentStore = keyedStore({
  table: agents,
  key: agents.id,
  keyOf: (input: AgentInput) => input.id,
  columns: agentColumns,
  view: agentView,
});

// Members carry agent_id; their module has no facade to ask yet.
export const agentHasMembers = async (tx: Database, id: number): Promise<boolean> => {
  const [row] = rowsOf<{ used: boolean }>(
    await tx.execute(sql`select exists(select 1 from members where agent_id = ${id}) as used`),
  );
  return row?.used ?? false;
};

/** The agent's support contacts, else the centre agent's; undefined when neither exists. */
export const agentSupportRow = async (db: Database, agentId: number): Promise<AgentSupport | undefined> => {
  const [row] = rowsOf<AgentSupport>(
    await db.execute(sql`
      select phone_number as "phoneNumber", active_popup as "activePopup", active_support as "activeSupport",
        url_bailek as "urlBailek", url_popup as "urlPopup", url_support as "urlSupport"
      from agents where id in (${agentId}, ${CENTRE_AGENT_ID})
      order by (id = ${agentId}) desc limit 1`),
  );
  return row;
};
