import type { Database } from '../../db/client.ts';
import { appError, type AppError } from '../../platform/errors.ts';
import { siteDomainMatch } from './site-repository.ts';

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

/**
 * site-details for a host name (no port). site_domains is the allow-list: empty means every
 * host gets the defaults; otherwise an unlisted host is refused.
 */
export const getSiteDetails = async (db: Database, host: string): Promise<SiteDetails> => {
  const row = await siteDomainMatch(db, host);
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
