import { toBangkokIso } from '@chokdee/domain';
import { appError } from '../../../platform/errors.ts';
import { conflictFor } from '../member-errors.ts';
import { uniqueViolation } from '../../../platform/unique-violation.ts';
import { generateOtpCode, OTP_MAX_PER_WINDOW, OTP_PURPOSE_PHONE, otpSmsText } from './otp-code.ts';
import {
  consumeOtp,
  insertOtp,
  lockMemberById,
  newPhoneMatch,
  otpWindow,
  ownedByMember,
  phoneHeldByOther,
  storePhoneNumber,
} from './otp-repository.ts';
import { OtpRateLimitedError, type OtpDeps } from './request-otp.ts';
import { otpInvalid } from './reset-pin-with-otp.ts';

/**
 * users.phone-number.otp: a code to the number the member wants (a member registered through LINE
 * has none). A number another member holds is refused before any SMS leaves (the same 409 as
 * signup). At most 3 codes a member per 15 minutes, counted under the member row's lock.
 */
export const requestPhoneOtp = async (
  deps: OtpDeps,
  memberId: bigint,
  phoneNumber: string,
): Promise<{ refOtpCode: string; expiresAt: string }> => {
  const code = generateOtpCode();
  const id = String(memberId);
  const created = await deps.db.transaction(async (tx) => {
    await lockMemberById(tx, id);
    if (await phoneHeldByOther(tx, phoneNumber, id)) throw appError('PHONE_TAKEN');
    const window = await otpWindow(tx, ownedByMember(id), OTP_PURPOSE_PHONE);
    if (window.count >= OTP_MAX_PER_WINDOW) throw new OtpRateLimitedError(window.retryAfter);
    return insertOtp(tx, deps.otpKey, {
      memberId: id,
      phoneNumber,
      purpose: OTP_PURPOSE_PHONE,
      code,
    });
  });
  deps.sms.send(phoneNumber, otpSmsText(code, created.refCode)).catch((error: unknown) => {
    deps.log.error({ err: error, refOtpCode: created.refCode }, 'phone OTP SMS could not be sent');
  });
  return { refOtpCode: created.refCode, expiresAt: toBangkokIso(created.expiresAt) };
};

/**
 * users.phone-number.update: the number becomes the member's only with the code sent to it for
 * this member (5 attempts, single use; every failure the same 400). Taken meanwhile → 409.
 */
export const verifyPhoneNumber = async (
  deps: Pick<OtpDeps, 'db' | 'otpKey'>,
  memberId: bigint,
  input: { phoneNumber: string; refOtpCode: string; otpCode: string },
): Promise<{ phoneNumber: string }> => {
  const done = await deps.db
    .transaction(async (tx) => {
      const owner = await consumeOtp(tx, deps.otpKey, {
        purpose: OTP_PURPOSE_PHONE,
        refOtpCode: input.refOtpCode,
        otpCode: input.otpCode,
        match: newPhoneMatch(String(memberId), input.phoneNumber),
      });
      if (owner === null) return false;
      await storePhoneNumber(tx, String(memberId), input.phoneNumber);
      return true;
    })
    .catch((error: unknown) => {
      throw conflictFor(uniqueViolation(error)) ?? error;
    });
  if (!done) throw otpInvalid();
  return { phoneNumber: input.phoneNumber };
};
