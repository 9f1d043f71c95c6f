import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bigintColumn, createdAtColumn } from './columns.ts';

/**
 * An agent (the site operator a member signed up under). Agent 2 is the centre agent every
 * member without an explicit agent belongs to. The support columns answer GET /api/agents-supports.
 */
export const agents = pgTable('agents', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number'),
  activePopup: boolean('active_popup').notNull().default(false),
  activeSupport: boolean('active_support').notNull().default(false),
  urlBailek: text('url_bailek'),
  urlPopup: text('url_popup'),
  urlSupport: text('url_support'),
  createdAt: createdAtColumn(),
});

/**
 * Spec §5: a signup without an agent (or referrer) gets the defaults of its locale; a locale with
 * no row falls back to the centre agent 2 and refUid 0.
 */
export const agentLocaleDefaults = pgTable(
  'agent_locale_defaults',
  {
    locale: text('locale').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    // sql`0`: drizzle-kit cannot serialise a bigint literal default.
    refUid: bigintColumn('ref_uid')
      .notNull()
      .default(sql`0`),
  },
  (table) => [check('agent_locale_defaults_locale_check', sql`${table.locale} in ('th', 'en', 'kh', 'mm')`)],
);
