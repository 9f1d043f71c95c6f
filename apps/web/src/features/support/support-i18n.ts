import { useTranslation } from 'react-i18next';
import { installNamespace } from '../../lib/i18n.ts';
import en from './locales/en.json';
import kh from './locales/kh.json';
import mm from './locales/mm.json';
import th from './locales/th.json';

/**
 * The chat's strings: the `support` namespace, shipped in the chat panel's chunk (and the back
 * office's support pages, which show the same messages), so no first load carries them.
 */
installNamespace('support', { th, en, kh, mm });

export const useSupportT = () => useTranslation('support');
