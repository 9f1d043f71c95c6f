import type { Locale } from '@chokdee/domain';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import kh from './locales/kh.json';
import mm from './locales/mm.json';
import th from './locales/th.json';

/**
 * The content pages' own strings, a namespace shipped in their chunk (all four languages, about
 * 1 kB compressed): the shell's Thai bundle is at the member page budget and gains nothing.
 */
const CONTENT_NS = 'content';
const BUNDLES: Record<Locale, typeof th> = { th, en, kh, mm };

const install = () => {
  for (const [lng, messages] of Object.entries(BUNDLES))
    if (!i18n.hasResourceBundle(lng, CONTENT_NS))
      i18n.addResourceBundle(lng, CONTENT_NS, messages, true, true);
};
if (i18n.isInitialized) install();
else i18n.on('initialized', install);

export const useContentT = () => useTranslation(CONTENT_NS);
