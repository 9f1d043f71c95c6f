import { auditedRecords } from './audited-records.ts';
import { siteDomainStore, type SiteDomainInput } from './site-repository.ts';

const domainRecords = auditedRecords({
  store: siteDomainStore,
  keyOf: (input: SiteDomainInput) => input.domain,
  action: 'site.domain',
  targetType: 'site_domain',
  taken: 'DOMAIN_TAKEN',
  notFound: 'DOMAIN_NOT_FOUND',
});

export const createSiteDomain = domainRecords.create;
export const updateSiteDomain = domainRecords.update;
export const deleteSiteDomain = domainRecords.remove;
