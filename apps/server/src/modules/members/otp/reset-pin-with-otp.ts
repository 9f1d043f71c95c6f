import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { revokeAllSessions } from '../../../platform/auth/index.ts';
import { AppError } from '../../../platform/errors.ts';
import { hashPin } from '../../../platform/pin-hash.ts';
import { OTP_MAX_ATTEMPTS, OTP_PURPOSE_FORGOT_PIN, otpMatches } from './otp-code.ts';

export const otpInvalid = (): AppError => new AppError('BAD_REQUEST', 400, 'OTP is invalid or expired');

export interface ResetPinInput {
  userName: string;
  phoneNumber: string;
  refOtpCode: string;
  otpCode: string;
  newPassword: string;
}

/**
 * users.forgot-password. One transaction: claim one of the 5 attempts with a conditional UPDATE
 * (live, unused, under the limit), compare the code, mark it used with a second conditional
 * UPDATE (so of two concurrent correct uses exactly one wins), set the PIN and revoke every
 * session. A wrong code still commits its counted attempt; every failure is the same 400.
 */
export const resetPinWithOtp = async (
  deps: { db: Database; otpKey: Buffer },
  input: ResetPinInput,
): Promise<void> => {
  // Hashed before the transaction: argon2 takes ~25 ms and must not hold row locks meanwhile.
  const pinHash = await hashPin(input.newPassword);
  const outcome = await deps.db.transaction(async (tx) => {
    const [claimed] = rowsOf<{ id: string; member_id: string; code_hash: string }>(
      await tx.execute(sql`
        update otp_requests o set attempts = o.attempts + 1
        from members m
        where o.ref_code = ${input.refOtpCode} and o.purpose = ${OTP_PURPOSE_FORGOT_PIN}
          and m.id = o.member_id and m.user_name = ${input.userName}
          and o.phone_number = ${input.phoneNumber} and m.phone_number = ${input.phoneNumber}
          and o.used_at is null and o.expires_at > now() and o.attempts < ${OTP_MAX_ATTEMPTS}
        returning o.id::text as id, o.member_id::text as member_id, o.code_hash`),
    );
    if (!claimed || !otpMatches(deps.otpKey, input.refOtpCode, input.otpCode, claimed.code_hash))
      return 'invalid';

    const used = rowsOf<{ id: string }>(
      await tx.execute(
        sql`update otp_requests set used_at = now() where id = ${claimed.id}::bigint and used_at is null returning id::text as id`,
      ),
    );
    if (used.length !== 1) return 'invalid';

    // The failed-login count restarts, but a staff lock stays (docs/api.md, "LINE Login and forgot PIN").
    await tx.execute(sql`
      update members set pin_hash = ${pinHash}, pin_changed_at = now(), failed_login_count = 0
      where id = ${claimed.member_id}::bigint`);
    await revokeAllSessions(tx, BigInt(claimed.member_id));
    return 'done';
  });
  if (outcome !== 'done') throw otpInvalid();
};
