import {
  LOCALE_COOKIE,
  changePasswordRequest,
  loginRequest,
  normalizeLocale,
  setPasswordRequest,
  signupRequest,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearAuthCookies, revokeSession, startMemberSession } from '../../platform/auth/index.ts';
import { changeMemberPin } from './change-member-pin.ts';
import { logInMember } from './log-in-member.ts';
import { recaptchaGuard } from './recaptcha-guard.ts';
import { setFirstPin } from './set-first-pin.ts';
import { dataOf, emptyData, loginData, type MemberDeps } from './member-deps.ts';
import { signupMember } from './signup-member.ts';

const tags = ['members'];
const bearer = [{ bearer: [] }];

/** users.signup, users.login, users.auth, users.logout, users.change-password, users.set-password (api-contract, Members). */
export const accountRoutes =
  (deps: MemberDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { rateLimits } = deps.config;
    const recaptcha = recaptchaGuard(deps.config);

    app.post(
      '/api/users.signup',
      {
        config: { rateLimit: { max: rateLimits.signupPer10Min, timeWindow: '10 minutes' } },
        preHandler: recaptcha,
        schema: {
          tags,
          summary: 'Register a member; answers as login (token in header and cookies)',
          body: signupRequest,
          response: {
            201: dataOf(z.object({ uuid: z.string(), userName: z.string(), status: z.number().int() })),
          },
        },
      },
      async (request, reply) => {
        const member = await signupMember(
          deps.db,
          request.body,
          normalizeLocale(request.cookies[LOCALE_COOKIE]),
        );
        await startMemberSession(deps, request, reply, member);
        return reply
          .status(201)
          .send({ data: { uuid: member.uuid, userName: member.userName, status: member.status } });
      },
    );

    app.post(
      '/api/users.login',
      {
        config: { rateLimit: { max: rateLimits.loginPerMin, timeWindow: '1 minute' } },
        preHandler: recaptcha,
        schema: {
          tags,
          summary: 'Log in with user name and PIN; 401 wrong, 423 locked after the 5th failure, 403 banned',
          body: loginRequest,
          response: { 200: dataOf(loginData) },
        },
      },
      async (request, reply) => {
        const member = await logInMember(deps.db, request.body);
        await startMemberSession(deps, request, reply, member);
        return { data: { uuid: member.uuid, status: member.status, name: member.name } };
      },
    );

    app.post(
      '/api/users.auth',
      {
        config: { member: 'account' },
        schema: {
          tags,
          security: bearer,
          summary: 'The caller behind the token (current status from the database)',
          response: { 200: dataOf(loginData.extend({ userName: z.string() })) },
        },
      },
      async (request) => {
        const { uuid, status, userName } = request.member;
        const [row] = await deps.db.query.members.findMany({
          columns: { name: true },
          where: (m, { eq }) => eq(m.id, request.member.id),
        });
        return { data: { uuid, status, name: row?.name ?? null, userName } };
      },
    );

    app.post(
      '/api/users.logout',
      {
        config: { member: 'account' },
        schema: {
          tags,
          security: bearer,
          summary: 'Revoke this token and clear the cookies',
          response: { 200: dataOf(emptyData) },
        },
      },
      async (request, reply) => {
        await revokeSession(deps.db, request.member.sid);
        clearAuthCookies(reply, deps.config);
        // Other tabs sharing this session learn it on their socket at once.
        await request.server.realtime.recheckMember(request.member.uuid);
        return { data: {} };
      },
    );

    app.post(
      '/api/users.change-password',
      {
        config: { member: 'member' },
        schema: {
          tags,
          security: bearer,
          summary: 'Change the PIN; every other session of the member is revoked',
          body: changePasswordRequest,
          response: { 200: dataOf(emptyData) },
        },
      },
      async (request) => {
        await changeMemberPin(deps.db, request.member, request.body);
        await request.server.realtime.recheckMember(request.member.uuid);
        return { data: {} };
      },
    );

    app.post(
      '/api/users.set-password',
      {
        config: { member: 'member' },
        schema: {
          tags,
          security: bearer,
          summary:
            'Set a first PIN (a member registered through LINE has none); every other session is revoked',
          description:
            '409 `PIN is already set` when the member has a PIN: changing it takes the old one (`users.change-password`).',
          body: setPasswordRequest,
          response: { 200: dataOf(emptyData) },
        },
      },
      async (request) => {
        await setFirstPin(deps.db, request.member, request.body.newPassword);
        await request.server.realtime.recheckMember(request.member.uuid);
        return { data: {} };
      },
    );

    done();
  };
