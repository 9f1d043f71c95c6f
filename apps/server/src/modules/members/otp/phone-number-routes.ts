import { usersPhoneNumberOtpEndpoint, usersPhoneNumberUpdateEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { SmsSender } from '../../../adapters/sms/sms-sender.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { mountEndpoint } from '../../../platform/mount-endpoint.ts';
import { otpHashKey } from './otp-code.ts';
import { requestPhoneOtp, verifyPhoneNumber } from './phone-otp.ts';
import { withRetryAfter } from './retry-after.ts';

/** Adding or changing the member's phone number, proven by an SMS code (api-contract, Members). */
export const phoneNumberRoutes =
  (deps: { db: Database; config: Config; sms: SmsSender }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, sms } = deps;
    const otpKey = otpHashKey(deps.config.jwtSecret);
    const perIp = { rateLimit: { max: deps.config.rateLimits.forgotPinPerMin, timeWindow: '1 minute' } };

    mountEndpoint(
      app,
      usersPhoneNumberOtpEndpoint,
      (request, reply) =>
        withRetryAfter(
          reply,
          requestPhoneOtp({ db, sms, otpKey, log: request.log }, request.member.id, request.body.phoneNumber),
        ),
      perIp,
    );

    mountEndpoint(
      app,
      usersPhoneNumberUpdateEndpoint,
      (request) => verifyPhoneNumber({ db, otpKey }, request.member.id, request.body),
      perIp,
    );
    done();
  };
