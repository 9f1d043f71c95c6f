import { DEFAULT_ERROR_MESSAGE, MEMBER_MESSAGES, OTP_MESSAGES, PIN_MESSAGES } from '@chokdee/domain';
import type { TFunction } from 'i18next';
import { PIN_MISMATCH } from './zod-form.ts';

/**
 * The shared zod schemas' wordings (client-side checks and the `fields` of a VALIDATION answer) →
 * keys under `messages.*` in the locale files; a failed call itself is worded by its code. The forms keep the English text as the error value and translate when rendering, so a
 * language switch re-translates errors already shown. A message without a key is shown as sent.
 */
export const MESSAGE_KEYS: Record<string, string> = {
  [MEMBER_MESSAGES.usernameRequired]: 'usernameRequired',
  [MEMBER_MESSAGES.usernameFormat]: 'usernameFormat',
  [MEMBER_MESSAGES.usernameTooShort]: 'usernameTooShort',
  [MEMBER_MESSAGES.usernameTooLong]: 'usernameTooLong',
  [MEMBER_MESSAGES.usernameRepeats]: 'usernameRepeats',
  [MEMBER_MESSAGES.pinEmpty]: 'pinEmpty',
  [MEMBER_MESSAGES.phoneInvalid]: 'phoneInvalid',
  [MEMBER_MESSAGES.nameTooShort]: 'nameTooShort',
  [MEMBER_MESSAGES.nameTooLong]: 'nameTooLong',
  [MEMBER_MESSAGES.emailRequired]: 'emailRequired',
  [MEMBER_MESSAGES.emailInvalid]: 'emailInvalid',
  [MEMBER_MESSAGES.dataIsNull]: 'dataIsNull',
  [MEMBER_MESSAGES.birthDateInvalid]: 'birthDateInvalid',
  [MEMBER_MESSAGES.underage]: 'underage',
  [PIN_MESSAGES.required]: 'pinRequired',
  [PIN_MESSAGES.tooShort]: 'pinTooShort',
  [PIN_MESSAGES.tooLong]: 'pinTooLong',
  [PIN_MESSAGES.invalid]: 'pinInvalid',
  [OTP_MESSAGES.format]: 'otpFormat',
  [OTP_MESSAGES.invalid]: 'otpInvalid',
  [PIN_MISMATCH]: 'pinMismatch',
  'Your password is too weak.': 'pinWeak',
  [DEFAULT_ERROR_MESSAGE]: 'default',
};

export const translateMessage = (t: TFunction, message: string | undefined | null): string | undefined => {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  return key ? t(`messages.${key}`) : message;
};
