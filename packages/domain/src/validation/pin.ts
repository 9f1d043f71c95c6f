import { z } from 'zod';
import { PIN_MAX_LENGTH, PIN_MESSAGES, PIN_MIN_LENGTH } from './pin-rules.ts';

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
