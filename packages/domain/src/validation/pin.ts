import { z } from 'zod';

/** Spec §5: the special characters a PIN must contain at least one of (the space is one of them). */
export const PIN_SPECIAL_CHARACTERS = '#?!@$ %^&*-';

export const PIN_MESSAGES = {
  required: 'Password is required',
  tooShort: 'Password must be at least 8 characters',
  tooLong: 'Password must not be greater than 30.',
  invalid: 'Password is invalid',
} as const;

export const PIN_MIN_LENGTH = 8;
export const PIN_MAX_LENGTH = 30;

const SPECIAL = /[#?!@$ %^&*-]/;

/**
 * Spec §5 and §9: 8 to 30 characters with an upper-case letter, a lower-case letter, a digit and
 * one of `#?!@$ %^&*-`. Used by member sign-up, password changes and the staff CLI alike.
 */
export const pinSchema = z
  .string({ error: PIN_MESSAGES.required })
  .min(1, PIN_MESSAGES.required)
  .min(PIN_MIN_LENGTH, PIN_MESSAGES.tooShort)
  .max(PIN_MAX_LENGTH, PIN_MESSAGES.tooLong)
  .regex(/[A-Z]/, PIN_MESSAGES.invalid)
  .regex(/[a-z]/, PIN_MESSAGES.invalid)
  .regex(/\d/, PIN_MESSAGES.invalid)
  .regex(SPECIAL, PIN_MESSAGES.invalid);
