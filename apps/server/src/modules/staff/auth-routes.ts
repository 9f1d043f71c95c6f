import {
  adminAuthLoginEndpoint,
  adminAuthLogoutEndpoint,
  adminAuthMeEndpoint,
  adminTotpEnrollConfirmEndpoint,
  adminTotpEnrollStartEndpoint,
  permissionsOf,
} from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { withAudit } from '../../platform/audit/index.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import {
  actorOf,
  clearStaffCookies,
  issueStaffSession,
  revokeStaffSession,
  setStaffCookies,
  type AuthenticatedStaff,
} from '../../platform/staff-auth/index.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { confirmTotpEnrolment } from './confirm-totp-enrolment.ts';
import { logInStaff } from './log-in-staff.ts';
import { startTotpEnrolment } from './start-totp-enrolment.ts';

const profileOf = (
  s: Pick<AuthenticatedStaff, 'id' | 'username' | 'role' | 'totpEnrolled' | 'enrolmentRequired'>,
) => ({
  id: Number(s.id),
  username: s.username,
  role: s.role,
  totpEnrolled: s.totpEnrolled,
  enrolmentRequired: s.enrolmentRequired,
  // A session that may only enrol has no permission yet; the web app shows the enrolment screen.
  permissions: s.enrolmentRequired ? [] : permissionsOf(s.role),
});

/** Staff login, logout, who-am-I and TOTP enrolment. */
export const staffAuthRoutes =
  (deps: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    mountEndpoint(
      app,
      adminAuthLoginEndpoint,
      async (request, reply) => {
        const who = await logInStaff(deps.db, request.body);
        const session = await withAudit(deps.db, { staffId: who.id, ip: request.ip }, async (tx) => {
          const issued = await issueStaffSession(tx, deps.config.jwtSecret, who.id, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          });
          return {
            result: issued,
            audit: {
              action: 'staff.login',
              targetType: 'staff',
              targetId: who.id.toString(),
              before: null,
              after: { sid: issued.sid, secondFactor: who.secondFactor },
            },
          };
        });
        setStaffCookies(reply, session.token, session.csrfToken, deps.config);
        return profileOf(who);
      },
      { rateLimit: { max: 60, timeWindow: '1 minute' } },
    );

    mountEndpoint(app, adminAuthLogoutEndpoint, async (request, reply) => {
      await revokeStaffSession(deps.db, request.staff.sid);
      clearStaffCookies(reply, deps.config);
      return {};
    });

    mountEndpoint(app, adminAuthMeEndpoint, (request) => Promise.resolve(profileOf(request.staff)));

    mountEndpoint(app, adminTotpEnrollStartEndpoint, (request) => startTotpEnrolment(deps.db, request.staff));

    mountEndpoint(app, adminTotpEnrollConfirmEndpoint, (request) =>
      confirmTotpEnrolment(deps.db, { ...actorOf(request), staffId: request.staff.id }, request.body.code),
    );
    done();
  };
