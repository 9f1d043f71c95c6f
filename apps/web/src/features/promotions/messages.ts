import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import kh from './locales/kh.json';
import mm from './locales/mm.json';
import th from './locales/th.json';

/**
 * The promotions page's words, a namespace of their own that ships with the page's chunk: the
 * main bundle (Thai, loaded by every page) stays within the web budget.
 */
export const PROMOTIONS_NS = 'promotions';
for (const [locale, messages] of Object.entries({ th, en, kh, mm }))
  i18n.addResourceBundle(locale, PROMOTIONS_NS, messages, true, false);
