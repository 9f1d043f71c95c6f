import { installNamespace } from '../../../lib/i18n.ts';
import en from './locales/en.json';
import kh from './locales/kh.json';
import mm from './locales/mm.json';
import th from './locales/th.json';

/**
 * The TrueMoney and crypto deposit screens' strings (`t('providerDeposit:…')`), shipped in the
 * deposit pages' chunks in all four languages rather than in every page's Thai bundle.
 */
installNamespace('providerDeposit', { th, en, kh, mm });
