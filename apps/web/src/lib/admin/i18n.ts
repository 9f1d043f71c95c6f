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

for (const [lng, messages] of Object.entries(BUNDLES))
  if (!i18n.hasResourceBundle(lng, ADMIN_NS)) i18n.addResourceBundle(lng, ADMIN_NS, messages, true, true);

export const useAdminT = () => useTranslation(ADMIN_NS);

/** Server and schema messages (English) → keys under `messages.*`; an unknown message is shown as sent. */
const MESSAGE_KEYS: Record<string, string> = {
  [STAFF_MESSAGES.invalidLogin]: 'invalidLogin',
  [STAFF_MESSAGES.locked]: 'locked',
  [STAFF_MESSAGES.totpRequired]: 'totpRequired',
  [STAFF_MESSAGES.totpInvalid]: 'totpInvalid',
  [STAFF_MESSAGES.totpFormat]: 'totpFormat',
  [STAFF_MESSAGES.enrolmentRequired]: 'enrolmentRequired',
  [STAFF_MESSAGES.username]: 'usernameFormat',
  'Recovery code must look like XXXXX-XXXXX': 'recoveryFormat',
  'Reason is required': 'reasonRequired',
  'Reason must be 3-500 characters': 'reasonLength',
  'currency is not a right format.': 'amountFormat',
  'Cannot move money to the same member': 'sameMember',
  'Domain is invalid': 'domainInvalid',
  'Name is required': 'nameRequired',
  'URL must start with http:// or https://': 'urlInvalid',
  'Sorry, access denied.': 'forbidden',
  [LOTTO_ADMIN_MESSAGES.rate]: 'lottoRate',
  [LOTTO_ADMIN_MESSAGES.bounds]: 'lottoBounds',
  [LOTTO_ADMIN_MESSAGES.tierPercent]: 'lottoTierPercent',
  [LOTTO_ADMIN_MESSAGES.tierDuplicate]: 'lottoTierDuplicate',
  [LOTTO_ADMIN_MESSAGES.cancelMinutes]: 'lottoCancelMinutes',
  'This round is closed and can no longer be changed': 'lottoRoundClosed',
  'day must be a date YYYY-MM-DD': 'lottoDate',
  [RESULT_ADMIN_MESSAGES.secondPerson]: 'resultSecondPerson',
  [RESULT_ADMIN_MESSAGES.notClosed]: 'resultNotClosed',
  [RESULT_ADMIN_MESSAGES.voided]: 'resultVoided',
  [RESULT_ADMIN_MESSAGES.pendingExists]: 'resultPendingExists',
  [RESULT_ADMIN_MESSAGES.notPending]: 'resultNotPending',
  [RESULT_ADMIN_MESSAGES.wrongKind]: 'resultWrongKind',
  [RESULT_MESSAGES.notEntered]: 'resultNotEntered',
  [RESULT_MESSAGES.firstPrize]: 'resultFirstPrize',
  [RESULT_MESSAGES.three]: 'resultThree',
  [RESULT_MESSAGES.last2]: 'resultLast2',
  [RESULT_MESSAGES.decimal]: 'resultDecimal',
  [RESULT_MESSAGES.four]: 'resultFour',
  [RESULT_MESSAGES.bottom2]: 'resultBottom2',
  [TURNOVER_SETTING_MESSAGES.range]: 'turnoverRange',
  [TURNOVER_SETTING_MESSAGES.decimals]: 'turnoverDecimals',
  'Oops! Something went wrong. Please try again later.': 'default',
  Unauthorized: 'unauthorized',
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
