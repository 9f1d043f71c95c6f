import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { revokeAllSessions } from '../../../platform/auth/index.ts';
import { appError, type AppError } from '../../../platform/errors.ts';
import { hashPin } from '../../../platform/pin-hash.ts';
import { OTP_PURPOSE_FORGOT_PIN } from './otp-code.ts';
import { consumeOtp } from './otp-store.ts';

export const otpInvalid = (): AppError => appError('OTP_INVALID');

export interface ResetPinInput {
  userName: string;
  phoneNumber: string;
  refOtpCode: string;
  otpCode: string;
  newPassword: string;
}

/**
 * users.forgot-password. One transaction: use the code (otp-store consumeOtp: 5 attempts, single
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
      match: sql`m.user_name = ${input.userName} and o.phone_number = ${input.phoneNumber} and m.phone_number = ${input.phoneNumber}`,
    });
    if (memberId === null) return null;
    // The failed-login count restarts, but a staff lock stays (docs/api.md, "LINE Login and forgot PIN").
    const [member] = rowsOf<{ uuid: string }>(
      await tx.execute(sql`
        update members set pin_hash = ${pinHash}, has_pin = true, pin_changed_at = now(), failed_login_count = 0
        where id = ${memberId}::bigint returning uuid::text as uuid`),
    );
    await revokeAllSessions(tx, BigInt(memberId));
    return member ?? null;
  });
  if (!done) throw otpInvalid();
  return done;
};
