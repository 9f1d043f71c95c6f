import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ContentTranslations } from '@chokdee/domain';
import { updatedAtColumn } from './columns.ts';

/**
 * A how-to, video or download page (docs/support.md). `translations` holds each language's title
 * and body, th always present; bodies are stored already sanitised (modules/content/save-content.ts).
 */
export const contents = pgTable(
  'contents',
  {
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    videoUrl: text('video_url'),
    translations: jsonb('translations').$type<ContentTranslations>().notNull(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.slug] }),
    check('contents_kind_check', sql`${table.kind} in ('howto', 'vdo', 'download')`),
    check('contents_th_check', sql`${table.translations} ? 'th'`),
  ],
);
