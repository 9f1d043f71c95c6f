import { phoneNumberOtpRequest, updatePhoneNumberRequest } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsSender } from '../../../adapters/sms/sms-sender.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { dataOf } from '../member-deps.ts';
import { otpHashKey } from './otp-code.ts';
import { requestPhoneOtp, verifyPhoneNumber } from './phone-otp.ts';
import { OtpRateLimitedError } from './request-otp.ts';

const tags = ['members'];
const bearer = [{ bearer: [] }];

/** Adding or changing the member's phone number, proven by an SMS code (api-contract, Members). */
export const phoneNumberRoutes =
  (deps: { db: Database; config: Config; sms: SmsSender }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const otpKey = otpHashKey(deps.config.jwtSecret);
    const PER_IP = { rateLimit: { max: deps.config.rateLimits.forgotPinPerMin, timeWindow: '1 minute' } };

    app.post(
      '/api/users.phone-number.otp',
      {
        config: { member: 'member', ...PER_IP },
        schema: {
          tags,
          security: bearer,
          summary: 'Send a 6-digit code by SMS to the number the caller wants to add',
          description:
            'At most 3 a member per 15 min (429 with Retry-After). A number another member holds: 409 `Phone number already exists`, no SMS.',
          body: phoneNumberOtpRequest,
          response: { 200: dataOf(z.object({ refOtpCode: z.string(), expiresAt: z.string() })) },
        },
      },
      async (request, reply) => {
        try {
          const sent = await requestPhoneOtp(
            { db: deps.db, sms: deps.sms, otpKey, log: request.log },
            request.member.id,
            request.body.phoneNumber,
          );
          return { data: sent };
        } catch (error) {
          if (error instanceof OtpRateLimitedError)
            void reply.header('retry-after', String(error.retryAfter));
          throw error;
        }
      },
    );

    app.post(
      '/api/users.phone-number.update',
      {
        config: { member: 'member', ...PER_IP },
        schema: {
          tags,
          security: bearer,
          summary: "Set the caller's phone number with the code sent to it",
          description:
            'Wrong, used or expired code: 400 `OTP is invalid or expired` (5 tries, single use). Number another member holds: 409.',
          body: updatePhoneNumberRequest,
          response: { 200: dataOf(z.object({ phoneNumber: z.string() })) },
        },
      },
      async (request) => ({
        data: await verifyPhoneNumber({ db: deps.db, otpKey }, request.member.id, request.body),
      }),
    );
    done();
  };
