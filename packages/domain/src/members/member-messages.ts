// The form rules' wording and limits, apart from the zod schemas (member-schemas.ts) so the web
// app's fields and message tables load without zod.

/** Spec §5 wording, kept as keys the web app translates. */
export const MEMBER_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameFormat: 'Username must be lowercase English letters or digits',
  usernameTooShort: 'Username must be at least 6 characters',
  usernameTooLong: 'Username must not be greater than 20.',
  usernameRepeats: 'Username must not repeat one character more than 4 times in a row',
  pinEmpty: 'Please enter your PIN',
  phoneInvalid: 'Phone number is invalid.',
  nameTooShort: 'Name must be at least 2',
  nameTooLong: 'Name must not be greater than 30.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  dataIsNull: 'data is null',
  birthDateInvalid: 'Date of birth must be a real date (YYYY-MM-DD)',
  underage: 'You are under the minimum age to play',
} as const;

export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 20;

export const OTP_MESSAGES = {
  format: 'OTP must be 6 digits',
  invalid: 'OTP is invalid or expired',
} as const;
