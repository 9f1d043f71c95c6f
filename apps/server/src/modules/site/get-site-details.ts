import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { appError, type AppError } from '../../platform/errors.ts';

export interface SiteDetails {
  title: string;
  description: string;
  siteVerification: string;
  gaID: string;
}

export const DEFAULT_SITE_DETAILS: SiteDetails = {
  title: 'Chokdee',
  description: 'Chokdee online lottery',
  siteVerification: '',
  gaID: '',
};

export const notAllowedDomain = (): AppError => appError('NOT_ALLOWED_DOMAIN');

interface Row {
  restricted: boolean;
  domain: string | null;
  title: string | null;
  description: string | null;
  site_verification: string | null;
  ga_id: string | null;
}

/**
 * site-details for a host name (no port). site_domains is the allow-list: empty means every
 * host gets the defaults; otherwise an unlisted host is refused. One query answers both.
 */
export const getSiteDetails = async (db: Database, host: string): Promise<SiteDetails> => {
  const [row] = rowsOf<Row>(
    await db.execute(sql`
      select exists(select 1 from site_domains) as restricted, d.domain, d.title, d.description, d.site_verification, d.ga_id
      from (values (1)) as one(x) left join site_domains d on d.domain = ${host.toLowerCase()}`),
  );
  if (!row?.domain) {
    if (row?.restricted) throw notAllowedDomain();
    return DEFAULT_SITE_DETAILS;
  }
  return {
    title: row.title ?? DEFAULT_SITE_DETAILS.title,
    description: row.description ?? DEFAULT_SITE_DETAILS.description,
    siteVerification: row.site_verification ?? DEFAULT_SITE_DETAILS.siteVerification,
    gaID: row.ga_id ?? DEFAULT_SITE_DETAILS.gaID,
  };
};
