import { contentSlug, LOCALES, type ContentKind, type Locale } from '@chokdee/domain';
import type { AdminContentView, ContentSaveInput } from './content-admin-api.ts';

export interface LanguageDraft {
  title: string;
  /** The editor's HTML; an empty editor is `<p></p>`. */
  body: string;
}

/** A page as the form holds it: every language present, the empty ones as empty strings. */
export interface ContentDraft {
  kind: ContentKind;
  slug: string;
  sortOrder: number;
  videoUrl: string;
  translations: Record<Locale, LanguageDraft>;
}

/** Keys under `content.errors.*` by field (`slug`, `title.th`, `title.en`…). */
export type DraftErrors = Partial<Record<string, 'slug' | 'slugTaken' | 'thaiTitle' | 'titleNeeded'>>;

const EMPTY: LanguageDraft = { title: '', body: '' };

export const draftOf = (kind: ContentKind, page: AdminContentView | null, sortOrder = 0): ContentDraft => ({
  kind,
  slug: page?.slug ?? '',
  sortOrder: page?.sortOrder ?? sortOrder,
  videoUrl: page?.videoUrl ?? '',
  translations: Object.fromEntries(
    LOCALES.map((locale) => [locale, page?.translations[locale] ?? EMPTY]),
  ) as Record<Locale, LanguageDraft>,
});

/** True when the HTML shows nothing: no text and no image (an emptied editor leaves `<p></p>`). */
export const isBlankHtml = (html: string): boolean =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, '')
    .trim() === '';

const isBlank = (text: LanguageDraft) => text.title.trim() === '' && isBlankHtml(text.body);

/**
 * What the server would refuse, found before sending: the slug of a new page (its format, and not
 * one of the kind's pages already, which a save would replace), the Thai title, and a title for any
 * other language that has a body. An optional language left wholly empty is fine: it is left out.
 */
export const checkDraft = (draft: ContentDraft, takenSlugs: readonly string[] | null): DraftErrors => {
  const errors: DraftErrors = {};
  if (takenSlugs) {
    if (!contentSlug.safeParse(draft.slug).success) errors.slug = 'slug';
    else if (takenSlugs.includes(draft.slug)) errors.slug = 'slugTaken';
  }
  if (draft.translations.th.title.trim() === '') errors['title.th'] = 'thaiTitle';
  for (const locale of LOCALES) {
    const text = draft.translations[locale];
    if (locale !== 'th' && !isBlank(text) && text.title.trim() === '')
      errors[`title.${locale}`] = 'titleNeeded';
  }
  return errors;
};

/** The save call's body: Thai always, another language only when it has something in it. */
export const toSaveRequest = (draft: ContentDraft): ContentSaveInput => {
  const translation = ({ title, body }: LanguageDraft) => ({
    title: title.trim(),
    body: isBlankHtml(body) ? '' : body,
  });
  const translations: ContentSaveInput['translations'] = { th: translation(draft.translations.th) };
  for (const locale of LOCALES)
    if (locale !== 'th' && !isBlank(draft.translations[locale]))
      translations[locale] = translation(draft.translations[locale]);
  return {
    kind: draft.kind,
    slug: draft.slug,
    sortOrder: draft.sortOrder,
    videoUrl: draft.videoUrl.trim() || null,
    translations,
  };
};
