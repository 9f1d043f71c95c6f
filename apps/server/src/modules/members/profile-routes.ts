import { devicesEndpoint, usersInfosEndpoint, usersInfosUpdateEndpoint } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth/index.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { getUserInfo } from './get-user-info.ts';
import type { MemberDeps } from './member-deps.ts';
import { recordDevice } from './record-device.ts';
import { updateUserInfo } from './update-user-info.ts';

/** users-infos, users-infos.update, devices (api-contract, Members; the phone number: otp/phone-number-routes.ts). */
export const profileRoutes =
  (deps: MemberDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db } = deps;

    mountEndpoint(app, usersInfosEndpoint, (request) => getUserInfo(db, request.member.id));

    mountEndpoint(app, usersInfosUpdateEndpoint, (request) =>
      updateUserInfo(db, request.member.id, request.body),
    );

    mountEndpoint(
      app,
      devicesEndpoint,
      async (request) => {
        // Optional auth: an invalid token is not an error here, the device is just stored anonymously.
        const member = await authenticate({ db, jwtSecret: deps.config.jwtSecret }, request);
        const context = {
          memberId: member?.id ?? null,
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        };
        return recordDevice(db, request.body, context);
      },
      // Public and writing a row per call: bounded per IP like the other public writes.
      { rateLimit: { max: 60, timeWindow: '1 minute' } },
    );

    done();
  };
