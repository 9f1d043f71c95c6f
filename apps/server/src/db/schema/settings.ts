import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigintColumn, updatedAtColumn } from './columns.ts';
import { staff } from './staff.ts';

/**
 * Site-wide settings changed from the back office, one JSON value per key (e.g. `maintenance`:
 * `{ enabled, message }`). A key/value table so a new setting needs no migration.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAtColumn(),
  updatedBy: bigintColumn('updated_by').references(() => staff.id),
});
