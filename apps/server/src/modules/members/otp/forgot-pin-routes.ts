import { forgotPasswordOtpRequest, forgotPasswordRequest } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsSender } from '../../../adapters/sms/sms-sender.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { otpHashKey } from './otp-code.ts';
import { OtpRateLimitedError, requestOtp } from './request-otp.ts';
import { resetPinWithOtp } from './reset-pin-with-otp.ts';

const otpData = z.object({ data: z.object({ refOtpCode: z.string(), expiresAt: z.string() }) });
const emptyData = z.object({ data: z.object({}) });

/** Forgot PIN: an OTP by SMS, then a new PIN with that OTP (api-contract, Members). */
export const forgotPinRoutes =
  (deps: { db: Database; config: Config; sms: SmsSender }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const otpKey = otpHashKey(deps.config.jwtSecret);
    // Per IP, on top of the per-member limits: guessing codes across many ref codes costs requests.
    const PER_IP = { rateLimit: { max: deps.config.rateLimits.forgotPinPerMin, timeWindow: '1 minute' } };

    app.post(
      '/api/users.forgot-password.otp',
      {
        schema: {
          tags: ['members'],
          summary: 'Send a forgot-PIN OTP by SMS (same answer for unknown pairs)',
          body: forgotPasswordOtpRequest,
          response: { 200: otpData },
        },
        config: PER_IP,
      },
      async (request, reply) => {
        try {
          return {
            data: await requestOtp({ db: deps.db, sms: deps.sms, otpKey, log: request.log }, request.body),
          };
        } catch (error) {
          if (error instanceof OtpRateLimitedError)
            void reply.header('retry-after', String(error.retryAfter));
          throw error;
        }
      },
    );

    app.post(
      '/api/users.forgot-password',
      {
        schema: {
          tags: ['members'],
          summary: 'Set a new PIN with the SMS OTP; revokes every session',
          body: forgotPasswordRequest,
          response: { 200: emptyData },
        },
        config: PER_IP,
      },
      async (request) => {
        const member = await resetPinWithOtp({ db: deps.db, otpKey }, request.body);
        await request.server.realtime.recheckMember(member.uuid);
        return { data: {} };
      },
    );
    done();
  };
