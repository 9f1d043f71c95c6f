import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/**
 * Site-wide settings changed from the back office, one JSON value per key (e.g. `maintenance`:
 * `{ enabled, message }`). A key/value table so a new setting needs no migration.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'bigint' }).references(() => staff.id),
});
