import { LOCALE_COOKIE, normalizeLocale, type Locale } from '@chokdee/domain';
import { ONE_YEAR_SECONDS, readCookie, writeCookie } from './cookies.ts';

/** The value for `<html lang>`: the app's codes kh/mm are the ISO codes km/my. */
export const HTML_LANG: Record<Locale, string> = { th: 'th', en: 'en', kh: 'km', mm: 'my' };

/** Names shown in the language switcher, each in its own script. */
export const LOCALE_NAMES: Record<Locale, string> = { th: 'ไทย', en: 'English', kh: 'ខ្មែរ', mm: 'မြန်မာ' };

export function writeLocaleCookie(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'Lax' });
}

/**
 * The member's language from the `locale` cookie. A missing or unknown value falls back to th and
 * an unknown value is rewritten to th (spec §1).
 */
export function readLocaleCookie(): Locale {
  const raw = readCookie(LOCALE_COOKIE);
  const locale = normalizeLocale(raw);
  if (raw !== undefined && raw !== locale) writeLocaleCookie(locale);
  return locale;
}
