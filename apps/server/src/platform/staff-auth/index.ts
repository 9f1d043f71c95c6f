/**
 * Staff (back-office) authentication. Never interchangeable with member auth: own table, own
 * session rows, own JWT key and audience, own cookies (staffToken on /api/admin, staffCsrf).
 *
 *   Route guard: every /api/admin route declares `config: { staff: <permission> | 'session' | 'public' }`
 *   and then reads `request.staff` = { id, username, role, totpEnrolled, enrolmentRequired, sid, via }.
 *   Permissions and roles: PERMISSIONS in @chokdee/domain (admin/permissions.ts).
 */
export { actorOf } from './actor.ts';
export { authenticateStaff, type AuthenticatedStaff } from './authenticate.ts';
export {
  clearStaffCookies,
  setStaffCookies,
  STAFF_CSRF_COOKIE,
  STAFF_CSRF_HEADER,
  STAFF_TOKEN_COOKIE,
} from './cookies.ts';
export {
  registerStaffGuard,
  staffGuard,
  staffUnauthorized,
  type StaffAccess,
  type StaffRouteEntry,
} from './guard.ts';
export {
  issueStaffSession,
  revokeAllStaffSessions,
  revokeStaffSession,
  type IssuedStaffSession,
} from './sessions.ts';
export { STAFF_SESSION_TTL_SECONDS, signStaffToken, verifyStaffToken } from './tokens.ts';
export * from './totp.ts';
