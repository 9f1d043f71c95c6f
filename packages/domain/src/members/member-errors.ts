import { defineErrors } from '../errors/define-errors.ts';

/** RATE_LIMITED's wording for OTP requests (the contract keeps one code for every 429). */
export const OTP_RATE_LIMITED_MESSAGE = 'Too many OTP requests, please try again later.';

/** Failures of sign-up, login, PIN, OTP and LINE login. */
export const MEMBER_ERRORS = defineErrors({
  USERNAME_TAKEN: { status: 409, message: 'Username already exists' },
  PHONE_TAKEN: { status: 409, message: 'Phone number already exists' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid username or password.' },
  WRONG_PIN: { status: 400, message: 'Password is invalid' },
  UNKNOWN_AFFILIATE: { status: 400, message: 'Affiliate link is invalid' },
  PIN_ALREADY_SET: { status: 409, message: 'PIN is already set' },
  OTP_INVALID: { status: 400, message: 'OTP is invalid or expired' },
  RECAPTCHA_FAILED: { status: 400, message: 'cannot confirm reCaptcha with Google' },
  LINE_LOGIN_FAILED: { status: 401, message: 'LINE login failed' },
  LINE_STATE_INVALID: { status: 400, message: 'Invalid LINE login state' },
  LINE_REDIRECT_NOT_ALLOWED: { status: 400, message: 'redirectUri is not allowed' },
  LINE_LOGIN_UNAVAILABLE: { status: 503, message: 'LINE login is not available' },
  DEVICE_TOO_LARGE: { status: 413, message: 'Device payload is larger than 16 KB' },
});
