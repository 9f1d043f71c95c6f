import type { Locale } from '@chokdee/domain';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import en from '../../locales/affiliate/en.json';
import kh from '../../locales/affiliate/kh.json';
import mm from '../../locales/affiliate/mm.json';
import th from '../../locales/affiliate/th.json';

/**
 * The affiliate page's strings: the `affiliate` namespace, shipped in the page's chunk and
 * installed when it first loads, as the back office's are (lib/admin/i18n.ts): the entry chunk,
 * which carries the Thai member strings, stays within the budget of the pages that never show them.
 */
const AFFILIATE_NS = 'affiliate';
export const AFFILIATE_BUNDLES: Record<Locale, typeof th> = { th, en, kh, mm };

const install = () => {
  for (const [lng, messages] of Object.entries(AFFILIATE_BUNDLES))
    if (!i18n.hasResourceBundle(lng, AFFILIATE_NS))
      i18n.addResourceBundle(lng, AFFILIATE_NS, messages, true, true);
};
if (i18n.isInitialized) install();
else i18n.on('initialized', install);

export const useAffiliateT = () => useTranslation(AFFILIATE_NS);
