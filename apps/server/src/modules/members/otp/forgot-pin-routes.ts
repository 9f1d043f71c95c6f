import { usersForgotPasswordEndpoint, usersForgotPasswordOtpEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { SmsSender } from '../../../adapters/sms/sms-sender.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { mountEndpoint } from '../../../platform/mount-endpoint.ts';
import { otpHashKey } from './otp-code.ts';
import { requestOtp } from './request-otp.ts';
import { withRetryAfter } from './retry-after.ts';
import { resetPinWithOtp } from './reset-pin-with-otp.ts';

/** Forgot PIN: an OTP by SMS, then a new PIN with that OTP (api-contract, Members). */
export const forgotPinRoutes =
  (deps: { db: Database; config: Config; sms: SmsSender }): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, sms } = deps;
    const otpKey = otpHashKey(deps.config.jwtSecret);
    // Per IP, on top of the per-member limits: guessing codes across many ref codes costs requests.
    const perIp = { rateLimit: { max: deps.config.rateLimits.forgotPinPerMin, timeWindow: '1 minute' } };

    mountEndpoint(
      app,
      usersForgotPasswordOtpEndpoint,
      (request, reply) =>
        withRetryAfter(reply, requestOtp({ db, sms, otpKey, log: request.log }, request.body)),
      perIp,
    );

    mountEndpoint(
      app,
      usersForgotPasswordEndpoint,
      async (request) => {
        const member = await resetPinWithOtp({ db, otpKey }, request.body);
        await request.server.realtime.recheckMember(member.uuid);
        return {};
      },
      perIp,
    );
    done();
  };
