import { useTranslation } from 'react-i18next';
import { installNamespace } from '../../lib/i18n.ts';
import en from './locales/en.json';
import kh from './locales/kh.json';
import mm from './locales/mm.json';
import th from './locales/th.json';

/**
 * The loyalty pages' strings: the `loyalty` namespace, shipped in the loyalty chunks (the points
 * and achievement pages, the menu's points row) so the member bundle every page loads stays
 * within its budget. Keys read `t('achievements.title')` etc.
 */
installNamespace('loyalty', { th, en, kh, mm });

export const useLoyaltyT = () => useTranslation('loyalty');
