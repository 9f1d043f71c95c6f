import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_PURPOSE_FORGOT_PIN = 'forgot-pin';
/** A code sent to a number a logged-in member wants to add (users.phone-number.otp). */
export const OTP_PURPOSE_PHONE = 'phone';
export const OTP_TTL_MINUTES = 5;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_PER_WINDOW = 3;
export const OTP_WINDOW_MINUTES = 15;

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud to a call centre

/** Six digits from the CSPRNG, leading zeros kept. */
export const generateOtpCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const generateRefCode = (): string =>
  Array.from({ length: 6 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join('');

/**
 * A key of its own, derived from JWT_SECRET: a leaked database alone cannot brute-force the
 * 10^6 codes offline, and the token key is never used directly for anything else.
 */
export const otpHashKey = (jwtSecret: string): Buffer =>
  createHmac('sha256', jwtSecret).update('chokdee:otp-hash-key:v1').digest();

/** HMAC-SHA256 over ref code and code; binding the ref stops one hash matching another request. */
export const hashOtp = (key: Buffer, refCode: string, code: string): string =>
  createHmac('sha256', key).update(`${refCode}:${code}`).digest('hex');

export const otpMatches = (key: Buffer, refCode: string, code: string, storedHash: string): boolean => {
  const actual = Buffer.from(hashOtp(key, refCode, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** The SMS text (Thai, the members' language). */
export const otpSmsText = (code: string, refCode: string): string =>
  `รหัส OTP ของคุณคือ ${code} (Ref: ${refCode}) ใช้ได้ ${OTP_TTL_MINUTES} นาที`;
