import type { LineAffiliate } from '@chokdee/domain';
import type { LineOidcClient } from '../../../adapters/line/line-oidc-client.ts';
import type { Database } from '../../../db/client.ts';
import { appError, type AppError } from '../../../platform/errors.ts';
import { insertLineState, purgeOldLineStates } from './line-states-repository.ts';

/** The web app's LINE callback page; the only path a LINE code may be sent to. */
export const LINE_CALLBACK_PATH = '/login/line/auth';

export const invalidRedirectUri = (): AppError =>
  appError('LINE_REDIRECT_NOT_ALLOWED', undefined, { field: 'redirectUri' });

/**
 * A code must only ever travel back to this site: the redirect URI must be the callback page on
 * the origin the request came to (an attacker cannot have codes delivered to his own host).
 */
export const assertAllowedRedirect = (redirectUri: string, requestOrigin: string): void => {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw invalidRedirectUri();
  }
  const clean = url.search === '' && url.hash === '' && url.username === '' && url.password === '';
  if (!clean || url.origin !== requestOrigin || url.pathname !== LINE_CALLBACK_PATH)
    throw invalidRedirectUri();
};

/**
 * GET users.line-login.url: stores a fresh state, nonce and PKCE verifier (10 minutes, single
 * use) with the redirect URI and affiliate fields, and answers LINE's authorization URL.
 */
export const startLineLogin = async (
  deps: { db: Database; line: LineOidcClient },
  input: { redirectUri: string; requestOrigin: string; affiliate: LineAffiliate },
): Promise<{ url: string }> => {
  assertAllowedRedirect(input.redirectUri, input.requestOrigin);
  const checks = deps.line.newChecks();
  const url = await deps.line.authorizationUrl(input.redirectUri, checks);
  await purgeOldLineStates(deps.db);
  await insertLineState(deps.db, { ...checks, redirectUri: input.redirectUri, affiliate: input.affiliate });
  return { url };
};
