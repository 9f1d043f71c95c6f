import { ACCOUNT_STATUS, type LineLoginRequest, type Locale } from '@chokdee/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { LineOidcClient } from '../../../adapters/line/line-oidc-client.ts';
import type { Database } from '../../../db/client.ts';
import { appError, type AppError } from '../../../platform/errors.ts';
import { consumeLineState, invalidLineState } from './consume-line-state.ts';
import type { SessionMember } from '../members-repository.ts';
import { findOrRegisterLineMember } from './register-line-member.ts';

export const lineLoginFailed = (): AppError => appError('LINE_LOGIN_FAILED');

/**
 * POST users.line-login: consumes the state (single use), exchanges the code with LINE using the
 * stored PKCE verifier and nonce, and trusts only the `sub` of the verified id_token. The caller
 * starts the session. A `lineId` in the body is never read.
 */
export const completeLineLogin = async (
  deps: { db: Database; line: LineOidcClient; log: FastifyBaseLogger },
  input: LineLoginRequest,
  locale: Locale,
): Promise<SessionMember> => {
  const stored = await consumeLineState(deps.db, input.state);
  // The token endpoint checks redirect_uri too; failing here keeps the answer a clear 400.
  if (stored.redirectUri !== input.redirectUri) throw invalidLineState();

  let identity;
  try {
    identity = await deps.line.exchangeCode(stored.redirectUri, input.code, stored);
  } catch (error) {
    // Replayed or foreign code, wrong PKCE verifier, bad id_token, LINE unreachable: all one 401.
    deps.log.warn({ err: error }, 'LINE code exchange failed');
    throw lineLoginFailed();
  }

  // Fields sent now win over the ones kept with the state; both came from the same browser.
  const affiliate = { ...stored.affiliate, ...definedOnly(input) };
  const member = await findOrRegisterLineMember(deps.db, identity, affiliate, locale);
  if (member.status === ACCOUNT_STATUS.banned) throw appError('FORBIDDEN');
  return member;
};

const definedOnly = (input: LineLoginRequest) => {
  const { agentId, refUid, slug, employeeSlug, registerFromDomain, fromAfLink } = input;
  const fields = { agentId, refUid, slug, employeeSlug, registerFromDomain, fromAfLink };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
};
