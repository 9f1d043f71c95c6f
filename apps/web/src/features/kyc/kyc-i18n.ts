import { useTranslation } from 'react-i18next';
import { installNamespace } from '../../lib/i18n.ts';
import en from './locales/en.json';
import kh from './locales/kh.json';
import mm from './locales/mm.json';
import th from './locales/th.json';

/** The identity check's strings, in the chunks that show them rather than every page's bundle. */
installNamespace('kyc', { th, en, kh, mm });

export const useKycT = () => useTranslation('kyc');
