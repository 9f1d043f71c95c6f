import { z } from 'zod';

/** The kinds of content pages (spec §2): `/howto/*`, `/vdo/{vdoName}`, `/download`. */
export const CONTENT_KINDS = ['howto', 'vdo', 'download'] as const;
export const contentKind = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKind>;

/** A page's path segment: lowercase words joined by dashes (`deposit`, `register-addbank`). */
export const contentSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(60);

export const contentQuery = z.object({ kind: contentKind, slug: contentSlug });
export const contentListQuery = z.object({ kind: contentKind });

/** One page in the visitor's language (falling back to th); `body` is sanitised HTML. */
export const contentAnswer = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  videoUrl: z.string().optional(),
});
export type ContentAnswer = z.infer<typeof contentAnswer>;

export const contentListAnswer = z.object({
  items: z.array(contentAnswer.omit({ body: true })),
});

/** A page in one language as staff write it. */
export const contentTranslation = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().max(200_000),
});

/** Every language of a page; th is required, the others fall back to it when missing. */
export const contentTranslations = z.object({
  th: contentTranslation,
  en: contentTranslation.optional(),
  kh: contentTranslation.optional(),
  mm: contentTranslation.optional(),
});
export type ContentTranslations = z.infer<typeof contentTranslations>;

export const contentSaveRequest = z.object({
  kind: contentKind,
  slug: contentSlug,
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  /** A YouTube link (watch, youtu.be or embed); saved as its privacy-enhanced embed URL. */
  videoUrl: z.string().trim().max(500).nullable().default(null),
  translations: contentTranslations,
});

export const adminContentView = z.object({
  kind: contentKind,
  slug: z.string(),
  sortOrder: z.number().int(),
  videoUrl: z.string().nullable(),
  translations: contentTranslations,
  updatedAt: z.string(),
});
export type AdminContentView = z.infer<typeof adminContentView>;

/** An image as base64 (the type is read from its bytes, not from a name or a header). */
export const contentUploadRequest = z.object({ data: z.string().max(3_000_000) });
export const contentUploadAnswer = z.object({ url: z.string() });
