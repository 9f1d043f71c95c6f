import type { AdminContentView, ContentKind, ContentTranslations, Locale } from '@chokdee/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contents } from '../../db/schema/index.ts';

/** The page's text in `locale`, or in th when that language was not written. */
const inLocale = (locale: Locale) =>
  sql<{
    title: string;
    body: string;
  }>`coalesce(${contents.translations} -> ${locale}::text, ${contents.translations} -> 'th')`;

export const findContent = async (db: Database, kind: ContentKind, slug: string, locale: Locale) => {
  const [row] = await db
    .select({ slug: contents.slug, text: inLocale(locale), videoUrl: contents.videoUrl })
    .from(contents)
    .where(and(eq(contents.kind, kind), eq(contents.slug, slug)));
  return row;
};

export const listContentTitles = (db: Database, kind: ContentKind, locale: Locale) =>
  db
    .select({
      slug: contents.slug,
      title: sql<string>`${inLocale(locale)} ->> 'title'`,
      videoUrl: contents.videoUrl,
    })
    .from(contents)
    .where(eq(contents.kind, kind))
    .orderBy(asc(contents.sortOrder), asc(contents.slug));

type ContentRow = typeof contents.$inferSelect;

export const toAdminView = (row: ContentRow): AdminContentView => ({
  kind: row.kind as ContentKind,
  slug: row.slug,
  sortOrder: row.sortOrder,
  videoUrl: row.videoUrl,
  translations: row.translations,
  updatedAt: row.updatedAt.toISOString(),
});

export const listAdminContents = async (db: Database, kind: ContentKind): Promise<AdminContentView[]> =>
  (
    await db
      .select()
      .from(contents)
      .where(eq(contents.kind, kind))
      .orderBy(asc(contents.sortOrder), asc(contents.slug))
  ).map(toAdminView);

/** The stored page, locked for the change that replaces it (null when new). */
export const lockContent = async (db: Database, kind: ContentKind, slug: string) => {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.kind, kind), eq(contents.slug, slug)))
    .for('update');
  return row ?? null;
};

export const upsertContent = async (
  db: Database,
  values: {
    kind: ContentKind;
    slug: string;
    sortOrder: number;
    videoUrl: string | null;
    translations: ContentTranslations;
  },
): Promise<ContentRow> => {
  const [row] = await db
    .insert(contents)
    .values(values)
    .onConflictDoUpdate({
      target: [contents.kind, contents.slug],
      set: {
        sortOrder: values.sortOrder,
        videoUrl: values.videoUrl,
        translations: values.translations,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
};
