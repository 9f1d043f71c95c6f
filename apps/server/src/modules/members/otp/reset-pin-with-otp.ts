import type { Database } from '../../../db/client.ts';
import { revokeAllSessions } from '../../../platform/auth/index.ts';
import { appError, type AppError } from '../../../platform/errors.ts';
import { hashPin } from '../../../platform/pin-hash.ts';
import { OTP_PURPOSE_FORGOT_PIN } from './otp-code.ts';
import { consumeOtp, forgotPinMatch, storeResetPin } from './otp-repository.ts';

export const otpInvalid = (): AppError => appError('OTP_INVALID');

export interface ResetPinInput {
  userName: string;
  phoneNumber: string;
  refOtpCode: string;
  otpCode: string;
  newPassword: string;
}

/**
 * users.forgot-password. One transaction: use the code (otp-repository consumeOtp: 5 attempts, single
 * use), set the PIN and revoke every session. Every failure is the same 400. Resolves to the
 * member's uuid (their open sockets are re-checked).
 */
export const resetPinWithOtp = async (
  deps: { db: Database; otpKey: Buffer },
  input: ResetPinInput,
): Promise<{ uuid: string }> => {
  // Hashed before the transaction: argon2 takes ~25 ms and must not hold row locks meanwhile.
  const pinHash = await hashPin(input.newPassword);
  const done = await deps.db.transaction(async (tx) => {
    const memberId = await consumeOtp(tx, deps.otpKey, {
      purpose: OTP_PURPOSE_FORGOT_PIN,
      refOtpCode: input.refOtpCode,
      otpCode: input.otpCode,
      match: forgotPinMatch(input),
    });
    if (memberId === null) return null;
    // The failed-login count restarts, but a staff lock stays (docs/api.md, "LINE Login and forgot PIN").
    const member = await storeResetPin(tx, memberId, pinHash);
    await revokeAllSessions(tx, BigInt(memberId));
    return member ?? null;
  });
  if (!done) throw otpInvalid();
  return done;
};
