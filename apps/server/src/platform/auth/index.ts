/**
 * Member authentication. What other modules use (LINE login, OTP, later issues):
 *
 *   issueSession(db, jwtSecret, member: { id: bigint; uuid: string; status: number },
 *                meta?: { ip?, userAgent? }): Promise<{ token, csrfToken, sid, expiresAt }>
 *       inserts a member_sessions row and signs the HS256 JWT { uuid, status, sid }, 7 days.
 *   startMemberSession({ db, config }, request, reply, member): Promise<IssuedSession>
 *       issueSession + setAuthCookies: what a login route calls before answering
 *       `{ data: { uuid, status, name } }`.
 *   setAuthCookies(reply, token, csrfToken, config) / clearAuthCookies(reply, config)
 *       accessToken (httpOnly, Lax, Secure in production) + csrfToken cookie + Authorization header.
 *   revokeSession(db, sid) / revokeAllSessions(db, memberId: bigint, exceptSid?)
 *   authenticate({ db, jwtSecret, sessions? }, request): Promise<AuthenticatedMember | null>
 *       Bearer header or accessToken cookie; checks the session row and reads the CURRENT status,
 *       or takes both from `sessions` (a SessionCache: a few seconds, forgotten per member by
 *       app.realtime.recheckMember on every node after a revocation or status change).
 *   Route guard: `app.post('/api/x', { config: { member: 'lotto' } }, handler)` then
 *       `request.member` = { id, uuid, status, sid, userName, via }. Areas: MemberArea of
 *       @chokdee/domain ('account' | 'member' | 'credit' | 'games' | 'lotto').
 *   guardMember(deps, request, area) — the same check, callable by hand (e.g. a WebSocket upgrade).
 */
export { authenticate, type AuthDeps, type AuthenticatedMember } from './authenticate.ts';
export {
  ACCESS_TOKEN_COOKIE,
  CSRF_COOKIE,
  CSRF_HEADER,
  clearAuthCookies,
  setAuthCookies,
} from './cookies.ts';
export { accessDenied, guardMember, registerMemberGuard, unauthorized } from './guard.ts';
export {
  csrfTokenFor,
  issueSession,
  revokeAllSessions,
  revokeSession,
  type IssuedSession,
  type SessionMember,
  type SessionMeta,
} from './sessions.ts';
export { SessionCache, type CachedSession, type SessionCacheOptions } from './session-cache.ts';
export { runningExclusion } from './self-exclusion-gate.ts';
export { startMemberSession } from './start-session.ts';
export { SESSION_TTL_SECONDS, signAccessToken, verifyAccessToken, type AccessClaims } from './tokens.ts';
