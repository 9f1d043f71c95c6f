import { OTP_RATE_LIMITED_MESSAGE, toBangkokIso } from '@chokdee/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../../adapters/sms/sms-sender.ts';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import { generateOtpCode, OTP_MAX_PER_WINDOW, OTP_PURPOSE_FORGOT_PIN, otpSmsText } from './otp-code.ts';
import {
  insertOtp,
  lockMemberByPair,
  otpWindow,
  ownedByMember,
  ownedByUnknownPair,
} from './otp-repository.ts';

export interface OtpDeps {
  db: Database;
  sms: SmsSender;
  otpKey: Buffer;
  log: FastifyBaseLogger;
}

/** 429 with the seconds until the oldest request of the window leaves it (the route sets Retry-After). */
export class OtpRateLimitedError extends AppError {
  constructor(readonly retryAfter: number) {
    super('RATE_LIMITED', undefined, { message: OTP_RATE_LIMITED_MESSAGE });
  }
}

type Outcome =
  | { kind: 'limited'; retryAfter: number }
  | { kind: 'created'; refCode: string; expiresAt: Date; send: boolean };

/**
 * users.forgot-password.otp. Known and unknown (userName, phoneNumber) pairs get the same answer,
 * the same rate limit and the same timing (the SMS leaves in the background): nobody learns
 * whether a pair exists. Only a known pair's code is sent; an unknown pair's row is a decoy whose
 * code nobody ever sees, kept only so the limit behaves identically.
 */
export const requestOtp = async (
  deps: OtpDeps,
  input: { userName: string; phoneNumber: string },
): Promise<{ refOtpCode: string; expiresAt: string }> => {
  const code = generateOtpCode();
  const result = await deps.db.transaction(async (tx): Promise<Outcome> => {
    // Locks the member row so that concurrent requests count each other (3 per 15 minutes).
    const memberId = await lockMemberByPair(tx, input);
    const owner = memberId ? ownedByMember(memberId) : ownedByUnknownPair(input.phoneNumber);
    const window = await otpWindow(tx, owner, OTP_PURPOSE_FORGOT_PIN);
    if (window.count >= OTP_MAX_PER_WINDOW) return { kind: 'limited', retryAfter: window.retryAfter };
    const { refCode, expiresAt } = await insertOtp(tx, deps.otpKey, {
      memberId: memberId ?? null,
      phoneNumber: input.phoneNumber,
      purpose: OTP_PURPOSE_FORGOT_PIN,
      code,
    });
    return { kind: 'created', refCode, expiresAt, send: Boolean(memberId) };
  });

  if (result.kind === 'limited') throw new OtpRateLimitedError(result.retryAfter);
  if (result.send) {
    deps.sms.send(input.phoneNumber, otpSmsText(code, result.refCode)).catch((error: unknown) => {
      deps.log.error({ err: error, refOtpCode: result.refCode }, 'forgot-PIN OTP SMS could not be sent');
    });
  }
  return { refOtpCode: result.refCode, expiresAt: toBangkokIso(result.expiresAt) };
};
