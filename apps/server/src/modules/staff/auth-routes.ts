import { permissionsOf, staffLoginRequest, totpEnrollConfirmRequest } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { withAudit } from '../../platform/audit/index.ts';
import {
  clearStaffCookies,
  issueStaffSession,
  revokeStaffSession,
  setStaffCookies,
  type AuthenticatedStaff,
} from '../../platform/staff-auth/index.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { ok } from '../../platform/reply.ts';
import type { AdminDeps } from '../../admin-deps.ts';
import { confirmTotpEnrolment } from './confirm-totp-enrolment.ts';
import { logInStaff } from './log-in-staff.ts';
import { startTotpEnrolment } from './start-totp-enrolment.ts';

const TAGS = ['admin: auth'];

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
    app.post(
      '/api/admin/auth.login',
      {
        config: { staff: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: TAGS,
          summary: 'Staff login (PIN, then TOTP or a recovery code when enrolled)',
          description:
            'Wrong PIN or code: 401 `Invalid username or password.` / `Invalid verification code.`; the 5th consecutive failure and every attempt after: 423 until a Super Admin unlocks. Enrolled and no `totpCode`: 400 VALIDATION with `fields.totpCode`. Sets the httpOnly `staffToken` cookie (path /api/admin) and the readable `staffCsrf` cookie to echo in `x-csrf-token`.',
          body: staffLoginRequest,
        },
      },
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
        return ok(profileOf(who));
      },
    );

    app.post(
      '/api/admin/auth.logout',
      {
        config: { staff: 'session' },
        schema: { tags: TAGS, summary: 'Revoke this staff session and clear its cookies' },
      },
      async (request, reply) => {
        await revokeStaffSession(deps.db, request.staff.sid);
        clearStaffCookies(reply, deps.config);
        return ok({});
      },
    );

    app.get(
      '/api/admin/auth.me',
      {
        config: { staff: 'session' },
        schema: { tags: TAGS, summary: 'The signed-in staff member, role and permissions' },
      },
      (request, reply) => reply.send(ok(profileOf(request.staff))),
    );

    app.post(
      '/api/admin/totp.enroll.start',
      {
        config: { staff: 'session' },
        schema: {
          tags: TAGS,
          summary: 'New TOTP secret with otpauth URI and QR code (SVG data URL)',
          description: '409 when already enrolled (a Super Admin resets it).',
        },
      },
      async (request) => ok(await startTotpEnrolment(deps.db, request.staff)),
    );

    app.post(
      '/api/admin/totp.enroll.confirm',
      {
        config: { staff: 'session' },
        schema: {
          tags: TAGS,
          summary: 'Activate TOTP with a code from the app; returns 10 one-time recovery codes (shown once)',
          body: totpEnrollConfirmRequest,
        },
      },
      async (request) =>
        ok(
          await confirmTotpEnrolment(
            deps.db,
            { ...actorOf(request), staffId: request.staff.id },
            request.body.code,
          ),
        ),
    );
    done();
  };
