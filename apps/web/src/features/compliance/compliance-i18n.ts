import { useTranslation } from 'react-i18next';
import { installNamespace } from '../../lib/i18n.ts';
import en from './locales/en.json';
import kh from './locales/kh.json';
import mm from './locales/mm.json';
import th from './locales/th.json';

/** The age and self-exclusion screens' strings, in their own chunk rather than every page's bundle. */
installNamespace('compliance', { th, en, kh, mm });

export const useComplianceT = () => useTranslation('compliance');
