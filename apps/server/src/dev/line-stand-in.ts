import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import { escapeHtml, htmlPage } from './html.ts';
import { memoryAdapterFactory } from './oidc-memory-adapter.ts';

export interface LineStandInOptions {
  clientId: string;
  clientSecret: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /**
   * Redirect URIs besides the loopback ones. `http://127.0.0.1/login/line/auth` and
   * `http://localhost/login/line/auth` are always allowed on any port (RFC 8252 loopback rule).
   */
  extraRedirectUris?: string[];
}

export interface LineStandIn {
  /** e.g. http://127.0.0.1:3001 — give it to the app as LINE_ISSUER. */
  issuer: string;
  close(): Promise<void>;
}

const LOOPBACK_REDIRECTS = ['http://127.0.0.1/login/line/auth', 'http://localhost/login/line/auth'];

/**
 * Imported on first use so production never loads the provider. oidc-provider 9 prints
 * "Unsupported runtime" on Node 20 (its support policy starts at 22); the stand-in's tests run
 * on Node 20, so that one line is dropped instead of reaching stderr on every demo start.
 */
const loadOidcProvider = async (): Promise<typeof import('oidc-provider')> => {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('oidc-provider WARNING: Unsupported runtime')) return;
    warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
};

/** A LINE-like user id: `U` + 32 hex digits. */
export const randomLineUserId = (): string => `U${randomBytes(16).toString('hex')}`;

const readForm = async (req: http.IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

const loginForm = (uid: string, clientId: string): string =>
  htmlPage(
    'LINE stand-in',
    `<main><h1>LINE stand-in: display name</h1>` +
      `<p>Local OpenID Connect provider standing in for LINE Login (client ${escapeHtml(clientId)}).</p>` +
      `<form method="post" action="/interaction/${escapeHtml(uid)}/login">` +
      `<p><label for="name">Display name</label><br><input id="name" name="name" data-testid="line-standin-name" value="LINE Demo" maxlength="30" required></p>` +
      `<p><label for="sub">LINE user id (sub)</label><br><input id="sub" name="sub" data-testid="line-standin-sub" value="${randomLineUserId()}" maxlength="64" required></p>` +
      `<p><button type="submit" data-testid="line-standin-submit">Log in with LINE</button></p></form></main>`,
  );

/**
 * A real OpenID Connect provider (`oidc-provider`) standing in for LINE Login in tests and demo
 * mode: one confidential client (client_secret_post, PKCE required), a tiny login form whose
 * `sub` and `name` become the id_token claims, consent granted automatically. Needs no network.
 */
export const startLineStandIn = async (options: LineStandInOptions): Promise<LineStandIn> => {
  const { default: Provider, interactionPolicy } = await loadOidcProvider();
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const names = new Map<string, string>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const policy = interactionPolicy.base();
  // Ask for the login form on every authorization (no silent SSO), so a demo user can switch
  // LINE identities; the result of the form itself satisfies the check.
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('stand_in_login', 'the stand-in asks every time', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  // Consent is granted by loadExistingGrant below; a native client would otherwise always be asked.
  policy.get('consent')?.checks.remove('native_client_prompt');

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        // `native` lets the loopback redirect URIs match on any port (the app's port varies).
        application_type: 'native',
        redirect_uris: [...LOOPBACK_REDIRECTS, ...(options.extraRedirectUris ?? [])],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    adapter: memoryAdapterFactory(),
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = htmlPage(
        'LINE stand-in error',
        `<main><h1>LINE stand-in error</h1><p>${escapeHtml(`${out.error}: ${out.error_description ?? ''}`)}</p></main>`,
      );
    },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'stand-in' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    // LINE puts `name` in the id_token; without this the provider would only serve it at userinfo.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], profile: ['name'] },
    // Explicit lifetimes (seconds); the defaults only differ by printing notices.
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, name: names.get(sub) ?? 'LINE user' }),
    }),
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid profile');
      await grant.save();
      return grant;
    },
  });
  const handleProvider = provider.callback();

  const handleInteraction = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
  ): Promise<void> => {
    const { uid, prompt } = await provider.interactionDetails(req, res);
    if (req.method === 'GET' && path === `/interaction/${uid}`) {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(loginForm(uid, options.clientId));
      return;
    }
    if (req.method === 'POST' && path === `/interaction/${uid}/login` && prompt.name === 'login') {
      const form = await readForm(req);
      const sub = (form.get('sub') ?? '').trim();
      const name = (form.get('name') ?? '').trim();
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(sub) || name === '') {
        res
          .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
          .end('sub (letters, digits, _ or -) and name are required');
        return;
      }
      names.set(sub, name.slice(0, 30));
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
  };

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (!path.startsWith('/interaction/')) {
      void handleProvider(req, res);
      return;
    }
    handleInteraction(req, res, path).catch((error: unknown) => {
      // Typically an expired or unknown interaction (cookie missing); the flow must restart.
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`LINE stand-in: ${(error as Error).message}`);
    });
  });

  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
