import { updateUserInfoRequest } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../../platform/auth/index.ts';
import { getUserInfo } from './get-user-info.ts';
import { dataOf, userInfoSchema, type MemberDeps } from './member-deps.ts';
import { devicePayload, recordDevice } from './record-device.ts';
import { updateUserInfo } from './update-user-info.ts';

const tags = ['members'];
const bearer = [{ bearer: [] }];

/** users-infos, users-infos.update, devices (api-contract, Members; the phone number: otp/phone-number-routes.ts). */
export const profileRoutes =
  (deps: MemberDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    app.get(
      '/api/users-infos',
      {
        config: { member: 'account' },
        schema: {
          tags,
          security: bearer,
          summary: "The caller's userInfo (spec §3); balances are 0 until the wallet lands",
          response: { 200: dataOf(userInfoSchema) },
        },
      },
      async (request) => ({ data: await getUserInfo(deps.db, request.member.id) }),
    );

    app.post(
      '/api/users-infos.update',
      {
        config: { member: 'member' },
        schema: {
          tags,
          security: bearer,
          summary: "Update the caller's avatar, email, lineId or name",
          body: updateUserInfoRequest,
          response: { 200: dataOf(userInfoSchema) },
        },
      },
      async (request) => ({ data: await updateUserInfo(deps.db, request.member.id, request.body) }),
    );

    app.post(
      '/api/devices',
      {
        // Public and writing a row per call: bounded per IP like the other public writes.
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            'Record a browser fingerprint (spec §3); linked to the member when a valid token comes along',
          body: devicePayload,
          response: { 200: dataOf(z.object({ visitorId: z.string() })) },
        },
      },
      async (request) => {
        // Optional auth: an invalid token is not an error here, the device is just stored anonymously.
        const member = await authenticate({ db: deps.db, jwtSecret: deps.config.jwtSecret }, request);
        const context = {
          memberId: member?.id ?? null,
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        };
        return { data: await recordDevice(deps.db, request.body, context) };
      },
    );

    done();
  };
