import {
  LOTTO_ADMIN_MESSAGES,
  RESULT_ADMIN_MESSAGES,
  RESULT_MESSAGES,
  STAFF_MESSAGES,
  TURNOVER_SETTING_MESSAGES,
  type Locale,
} from '@chokdee/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api-client.ts';
import { i18n } from '../i18n.ts';
import en from '../../locales/admin/en.json';
import th from '../../locales/admin/th.json';

/**
 * The back office's strings: the `admin` namespace of the one i18next instance, shipped inside the
 * admin chunks and installed when this module first loads (members never download them; see
 * docs/architecture.md). Staff screens follow the member `locale` cookie: th and en have their own
 * text; kh and mm show the English text (the back office is not translated into them).
 */
export const ADMIN_NS = 'admin';
export type AdminMessages = typeof th;

const BUNDLES: Record<Locale, AdminMessages> = { th, en, kh: en, mm: en };

const installAdminBundles = () => {
  for (const [lng, messages] of Object.entries(BUNDLES))
    if (!i18n.hasResourceBundle(lng, ADMIN_NS)) i18n.addResourceBundle(lng, ADMIN_NS, messages, true, true);
};
// i18next adds its resource methods at init: a module loaded before init installs on the event.
if (i18n.isInitialized) installAdminBundles();
else i18n.on('initialized', installAdminBundles);

export const useAdminT = () => useTranslation(ADMIN_NS);

/**
 * The schemas' wordings (client-side checks and the `fields` of a VALIDATION answer) → keys under
 * `messages.*`; an unknown wording is shown as sent. A failed call itself is worded by its code.
 */
const MESSAGE_KEYS: Record<string, string> = {
  [STAFF_MESSAGES.totpRequired]: 'totpRequired',
  [STAFF_MESSAGES.totpFormat]: 'totpFormat',
  [STAFF_MESSAGES.username]: 'usernameFormat',
  'Recovery code must look like XXXXX-XXXXX': 'recoveryFormat',
  'Reason is required': 'reasonRequired',
  'Reason must be 3-500 characters': 'reasonLength',
  'currency is not a right format.': 'amountFormat',
  'Cannot move money to the same member': 'sameMember',
  'Domain is invalid': 'domainInvalid',
  'Name is required': 'nameRequired',
  'URL must start with http:// or https://': 'urlInvalid',
  [LOTTO_ADMIN_MESSAGES.rate]: 'lottoRate',
  [LOTTO_ADMIN_MESSAGES.bounds]: 'lottoBounds',
  [LOTTO_ADMIN_MESSAGES.tierPercent]: 'lottoTierPercent',
  [LOTTO_ADMIN_MESSAGES.tierDuplicate]: 'lottoTierDuplicate',
  [LOTTO_ADMIN_MESSAGES.cancelMinutes]: 'lottoCancelMinutes',
  [LOTTO_ADMIN_MESSAGES.discountPercent]: 'lottoDiscountPercent',
  [LOTTO_ADMIN_MESSAGES.discountRate]: 'lottoDiscountRate',
  'day must be a date YYYY-MM-DD': 'lottoDate',
  [RESULT_ADMIN_MESSAGES.wrongKind]: 'resultWrongKind',
  [RESULT_MESSAGES.notEntered]: 'resultNotEntered',
  [RESULT_MESSAGES.firstPrize]: 'resultFirstPrize',
  [RESULT_MESSAGES.three]: 'resultThree',
  [RESULT_MESSAGES.last2]: 'resultLast2',
  [RESULT_MESSAGES.decimal]: 'resultDecimal',
  [RESULT_MESSAGES.four]: 'resultFour',
  [RESULT_MESSAGES.bottom2]: 'resultBottom2',
  [RESULT_MESSAGES.sixDigits]: 'resultSixDigits',
  [RESULT_MESSAGES.lowerPrizeCount]: 'resultLowerPrizeCount',
  [TURNOVER_SETTING_MESSAGES.range]: 'turnoverRange',
  [TURNOVER_SETTING_MESSAGES.decimals]: 'turnoverDecimals',
  'Oops! Something went wrong. Please try again later.': 'default',
  Required: 'required',
};

export const translateAdminMessage = (
  t: TFunction,
  message: string | null | undefined,
): string | undefined => {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  return key ? t(`messages.${key}`, { ns: ADMIN_NS }) : message;
};

/**
 * A failed call in the staff member's language: a VALIDATION answer by its field wording, any other
 * by its code and params (`errorCodes.*` of the member bundle, which holds every code).
 */
export const translateAdminError = (t: TFunction, error: unknown): string => {
  if (!isApiError(error) || error.isNetwork) return t('messages.default', { ns: ADMIN_NS });
  if (error.code === 'VALIDATION') return translateAdminMessage(t, error.message) ?? error.message;
  return t(`errorCodes.${error.code}`, { ns: 'translation', ...error.params });
};
