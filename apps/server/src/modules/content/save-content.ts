import type { AdminContentView, ContentTranslations, contentSaveRequest } from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/html-sanitizer.ts';
import { lockContent, toAdminView, upsertContent } from './content-repository.ts';
import { toVideoEmbedUrl } from './video-url.ts';

const sanitized = (translations: ContentTranslations): ContentTranslations =>
  Object.fromEntries(
    Object.entries(translations)
      .filter(([, text]) => text !== undefined)
      .map(([locale, text]) => [locale, { title: text.title, body: sanitizeRichText(text.body) }]),
  ) as ContentTranslations;

/** POST /api/admin/contents.save: creates or replaces a page, its HTML sanitised, in one audited change. */
export const saveContent = async (
  db: Database,
  actor: AuditActor,
  input: z.output<typeof contentSaveRequest>,
): Promise<AdminContentView> => {
  const videoUrl = input.videoUrl ? toVideoEmbedUrl(input.videoUrl) : null;
  if (input.videoUrl && !videoUrl) throw appError('VIDEO_URL');
  return withAudit(db, actor, async (tx) => {
    const before = await lockContent(tx, input.kind, input.slug);
    const row = await upsertContent(tx, {
      kind: input.kind,
      slug: input.slug,
      sortOrder: input.sortOrder,
      videoUrl,
      translations: sanitized(input.translations),
    });
    const view = toAdminView(row);
    return {
      result: view,
      audit: {
        action: before ? 'content.update' : 'content.create',
        targetType: 'content',
        targetId: `${input.kind}/${input.slug}`,
        before: before && toAdminView(before),
        after: view,
      },
    };
  });
};
