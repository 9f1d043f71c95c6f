import type { ContentAnswer, ContentKind, Locale } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { findContent, listContentTitles } from './content-repository.ts';

const withVideo = <T extends object>(answer: T, videoUrl: string | null): T & { videoUrl?: string } =>
  videoUrl ? { ...answer, videoUrl } : answer;

/** GET /api/contents: one page in the visitor's language, th when it is not written in it. */
export const readContent = async (
  db: Database,
  query: { kind: ContentKind; slug: string },
  locale: Locale,
): Promise<ContentAnswer> => {
  const row = await findContent(db, query.kind, query.slug, locale);
  if (!row) throw appError('CONTENT_NOT_FOUND');
  return withVideo({ slug: row.slug, title: row.text.title, body: row.text.body }, row.videoUrl);
};

/** GET /api/contents.list: the index pages' titles in display order. */
export const listContents = async (db: Database, kind: ContentKind, locale: Locale) => ({
  items: (await listContentTitles(db, kind, locale)).map((row) =>
    withVideo({ slug: row.slug, title: row.title }, row.videoUrl),
  ),
});
