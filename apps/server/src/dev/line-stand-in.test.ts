import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLineOidcClient } from '../adapters/line/line-oidc-client.ts';
import { driveLineStandIn } from './drive-line-stand-in.ts';
import { startLineStandIn, type LineStandIn } from './line-stand-in.ts';

const CLIENT = { clientId: 'chokdee-test', clientSecret: 'stand-in-secret-0123456789' };
const REDIRECT = 'http://127.0.0.1:4321/login/line/auth';
let standIn: LineStandIn;
beforeAll(async () => {
  standIn = await startLineStandIn({ ...CLIENT, port: 0 });
});
afterAll(async () => {
  await standIn.close();
});

describe('LINE OIDC client against the local stand-in', () => {
  it('runs the code flow with state, nonce and PKCE and returns the verified sub and name', async () => {
    const client = createLineOidcClient({ issuer: standIn.issuer, ...CLIENT });
    const checks = client.newChecks();
    const url = new URL(await client.authorizationUrl(REDIRECT, checks));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBe(checks.nonce);
    const callback = await driveLineStandIn(url.href, {
      sub: 'U0123456789abcdef0123456789abcdef',
      name: 'Somchai <b>',
    });
    expect(callback.url.origin + callback.url.pathname).toBe(REDIRECT);
    expect(callback.state).toBe(checks.state);
    const identity = await client.exchangeCode(REDIRECT, callback.code, checks);
    expect(identity).toEqual({ sub: 'U0123456789abcdef0123456789abcdef', name: 'Somchai <b>' });
    // A code works once.
    await expect(client.exchangeCode(REDIRECT, callback.code, checks)).rejects.toThrow();
  });

  it('refuses a code exchanged with another flow’s PKCE verifier', async () => {
    const client = createLineOidcClient({ issuer: standIn.issuer, ...CLIENT });
    const checks = client.newChecks();
    const callback = await driveLineStandIn(await client.authorizationUrl(REDIRECT, checks), { name: 'A' });
    await expect(
      client.exchangeCode(REDIRECT, callback.code, {
        ...checks,
        codeVerifier: client.newChecks().codeVerifier,
      }),
    ).rejects.toThrow();
  });

  it('refuses to start a flow to a redirect URI the client does not have', async () => {
    const client = createLineOidcClient({ issuer: standIn.issuer, ...CLIENT });
    const url = await client.authorizationUrl('https://evil.example/login/line/auth', client.newChecks());
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
  });
});
