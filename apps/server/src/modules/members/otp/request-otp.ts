import { toBangkokIso } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../../adapters/sms/sms-sender.ts';
import { rowsOf, type Database } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  generateOtpCode,
  generateRefCode,
  hashOtp,
  OTP_MAX_PER_WINDOW,
  OTP_PURPOSE_FORGOT_PIN,
  OTP_TTL_MINUTES,
  OTP_WINDOW_MINUTES,
  otpSmsText,
} from './otp-code.ts';

export interface OtpDeps {
  db: Database;
  sms: SmsSender;
  otpKey: Buffer;
  log: FastifyBaseLogger;
}

/** 429 with the seconds until the oldest request of the window leaves it (the route sets Retry-After). */
export class OtpRateLimitedError extends AppError {
  constructor(readonly retryAfter: number) {
    super('RATE_LIMITED', 429, 'Too many OTP requests, please try again later.');
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
    const [member] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`select id::text as id from members where user_name = ${input.userName} and phone_number = ${input.phoneNumber} for update`,
      ),
    );
    const owner = member
      ? sql`member_id = ${member.id}::bigint`
      : sql`member_id is null and phone_number = ${input.phoneNumber}`;
    const [window] = rowsOf<{ count: number; retry_after: number | null }>(
      await tx.execute(sql`
        select count(*)::int as count,
          ceil(extract(epoch from min(created_at) + make_interval(mins => ${OTP_WINDOW_MINUTES}) - now()))::int as retry_after
        from otp_requests
        where ${owner} and purpose = ${OTP_PURPOSE_FORGOT_PIN} and created_at > now() - make_interval(mins => ${OTP_WINDOW_MINUTES})`),
    );
    if (window && window.count >= OTP_MAX_PER_WINDOW)
      return { kind: 'limited', retryAfter: Math.max(1, window.retry_after ?? 1) };

    for (let attempt = 1; ; attempt++) {
      const refCode = generateRefCode();
      const inserted = rowsOf<{ expires_at: Date | string }>(
        await tx.execute(sql`
          insert into otp_requests (member_id, ref_code, code_hash, phone_number, purpose, expires_at)
          values (${member?.id ?? null}::bigint, ${refCode}, ${hashOtp(deps.otpKey, refCode, code)}, ${input.phoneNumber},
            ${OTP_PURPOSE_FORGOT_PIN}, now() + make_interval(mins => ${OTP_TTL_MINUTES}))
          on conflict (ref_code) do nothing
          returning expires_at`),
      );
      // 32^6 ref codes: a collision is rare; draw again rather than fail the member.
      if (inserted[0])
        return {
          kind: 'created',
          refCode,
          expiresAt: new Date(inserted[0].expires_at),
          send: Boolean(member),
        };
      if (attempt >= 5) throw new Error('could not draw a free OTP ref code');
    }
  });

  if (result.kind === 'limited') throw new OtpRateLimitedError(result.retryAfter);
  if (result.send) {
    deps.sms.send(input.phoneNumber, otpSmsText(code, result.refCode)).catch((error: unknown) => {
      deps.log.error({ err: error, refOtpCode: result.refCode }, 'forgot-PIN OTP SMS could not be sent');
    });
  }
  return { refOtpCode: result.refCode, expiresAt: toBangkokIso(result.expiresAt) };
};
