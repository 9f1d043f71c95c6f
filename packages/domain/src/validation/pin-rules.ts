// A PIN's rules as data, apart from the zod schema (pin.ts) so the web app's fields load without zod.

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
