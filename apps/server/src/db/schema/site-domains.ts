import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns.ts';

/**
 * The allow-list of domains the site answers on, with each domain's SEO details. Empty means
 * "any domain" (site-details then answers the defaults).
 */
export const siteDomains = pgTable('site_domains', {
  domain: text('domain').primaryKey(),
  title: text('title'),
  description: text('description'),
  siteVerification: text('site_verification'),
  gaId: text('ga_id'),
  createdAt: createdAtColumn(),
});
