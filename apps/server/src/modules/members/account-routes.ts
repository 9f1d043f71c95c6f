import {
  LOCALE_COOKIE,
  normalizeLocale,
  usersAuthEndpoint,
  usersChangePasswordEndpoint,
  usersLoginEndpoint,
  usersLogoutEndpoint,
  usersSetPasswordEndpoint,
  usersSignupEndpoint,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { clearAuthCookies, revokeSession, startMemberSession } from '../../platform/auth/index.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { changeMemberPin } from './change-member-pin.ts';
import { logInMember } from './log-in-member.ts';
import type { MemberDeps } from './member-deps.ts';
import { findMemberName } from './members-repository.ts';
import { recaptchaGuard } from './recaptcha-guard.ts';
import { setFirstPin } from './set-first-pin.ts';
import { signupMember } from './signup-member.ts';
import { cookiesOf } from '../../platform/request-cookies.ts';

/** users.signup, users.login, users.auth, users.logout, users.change-password, users.set-password (api-contract, Members). */
export const accountRoutes =
  (deps: MemberDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, config } = deps;
    const { rateLimits } = config;
    const preHandler = recaptchaGuard(config);

    mountEndpoint(
      app,
      usersSignupEndpoint,
      async (request, reply) => {
        const member = await signupMember(
          db,
          request.body,
          normalizeLocale(cookiesOf(request)[LOCALE_COOKIE]),
        );
        await startMemberSession(deps, request, reply, member);
        return { uuid: member.uuid, userName: member.userName, status: member.status };
      },
      { rateLimit: { max: rateLimits.signupPer10Min, timeWindow: '10 minutes' }, preHandler },
    );

    mountEndpoint(
      app,
      usersLoginEndpoint,
      async (request, reply) => {
        const member = await logInMember(db, request.body);
        await startMemberSession(deps, request, reply, member);
        return { uuid: member.uuid, status: member.status, name: member.name };
      },
      { rateLimit: { max: rateLimits.loginPerMin, timeWindow: '1 minute' }, preHandler },
    );

    mountEndpoint(app, usersAuthEndpoint, async (request) => {
      const { uuid, status, userName } = request.member;
      return { uuid, status, name: await findMemberName(db, request.member.id), userName };
    });

    mountEndpoint(app, usersLogoutEndpoint, async (request, reply) => {
      await revokeSession(db, request.member.sid);
      clearAuthCookies(reply, config);
      // Other tabs sharing this session learn it on their socket at once.
      await request.server.realtime.recheckMember(request.member.uuid);
      return {};
    });

    mountEndpoint(app, usersChangePasswordEndpoint, async (request) => {
      await changeMemberPin(db, request.member, request.body);
      await request.server.realtime.recheckMember(request.member.uuid);
      return {};
    });

    mountEndpoint(app, usersSetPasswordEndpoint, async (request) => {
      await setFirstPin(db, request.member, request.body.newPassword);
      await request.server.realtime.recheckMember(request.member.uuid);
      return {};
    });

    done();
  };
