import * as oidc from 'openid-client';
import type { LineConfig } from '../../config/outside-services-config.ts';

/** What the app needs to start an authorization request; all three are kept server-side. */
export interface LineAuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface LineIdentity {
  /** The LINE user id (`sub` of the verified id_token), e.g. `U4af4980629...`. */
  sub: string;
  name: string | undefined;
}

export interface LineOidcClient {
  newChecks(): LineAuthorizationChecks;
  authorizationUrl(redirectUri: string, checks: LineAuthorizationChecks): Promise<string>;
  /** Exchanges the code (with PKCE) and returns the id_token's verified subject; throws on any failure. */
  exchangeCode(redirectUri: string, code: string, checks: LineAuthorizationChecks): Promise<LineIdentity>;
}

// Plain http is only acceptable for a stand-in provider on this machine (tests, demo mode).
const isLoopbackHttp = (issuer: URL): boolean =>
  issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);

/**
 * LINE Login over OpenID Connect with `openid-client`: discovery of the issuer, the
 * authorization code flow with state, nonce and PKCE (S256), id_token verification.
 * LINE authenticates the client at the token endpoint with client_secret_post.
 */
export const createLineOidcClient = (config: LineConfig): LineOidcClient => {
  let discovered: Promise<oidc.Configuration> | undefined;
  // Discovery runs once per process; a failed attempt (provider down) is retried next time.
  const configuration = (): Promise<oidc.Configuration> => {
    const issuer = new URL(config.issuer);
    discovered ??= oidc
      .discovery(issuer, config.clientId, undefined, oidc.ClientSecretPost(config.clientSecret), {
        execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    newChecks: () => ({
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    }),

    authorizationUrl: async (redirectUri, checks) => {
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return url.href;
    },

    exchangeCode: async (redirectUri, code, checks) => {
      const configured = await configuration();
      // openid-client reads the authorization response from the callback URL and sends the URL
      // without its query as redirect_uri, which must equal the one the flow started with.
      const callback = new URL(redirectUri);
      callback.searchParams.set('code', code);
      callback.searchParams.set('state', checks.state);
      // RFC 9207: a provider that advertises `iss` in responses is checked for it; the web app
      // forwards only code and state, and there is one issuer here, so mix-up cannot occur.
      if (configured.serverMetadata().authorization_response_iss_parameter_supported) {
        callback.searchParams.set('iss', configured.serverMetadata().issuer);
      }
      const tokens = await oidc.authorizationCodeGrant(configured, callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('LINE id_token has no subject');
      return { sub: claims.sub, name: typeof claims.name === 'string' ? claims.name : undefined };
    },
  };
};
