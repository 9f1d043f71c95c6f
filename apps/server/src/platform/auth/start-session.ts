import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { setAuthCookies } from './cookies.ts';
import { refuseIfExcluded } from './self-exclusion-gate.ts';
import { issueSession, type IssuedSession, type SessionMember } from './sessions.ts';

/**
 * What every successful login does (PIN, signup, LINE): a session row, the token in the
 * response header and cookies; a self-excluded member gets SELF_EXCLUDED instead.
 */
export const startMemberSession = async (
  deps: { db: Database; config: Pick<Config, 'jwtSecret' | 'isProduction'> },
  request: FastifyRequest,
  reply: FastifyReply,
  member: SessionMember,
): Promise<IssuedSession> => {
  const session = await deps.db.transaction(async (tx) => {
    await refuseIfExcluded(tx, member.id);
    return issueSession(tx, deps.config.jwtSecret, member, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
  });
  setAuthCookies(reply, session.token, session.csrfToken, deps.config);
  return session;
};
