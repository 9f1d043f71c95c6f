/** Spec §1, §9: interface languages, Thai first. */
export const LOCALES = ['th', 'en', 'kh', 'mm'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';
/** The cookie that keeps the member's choice. */
export const LOCALE_COOKIE = 'locale';

/** An unknown or missing value falls back to Thai. */
export const normalizeLocale = (value: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
