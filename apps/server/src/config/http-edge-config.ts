import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { optionalText } from './env-values.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The environment of the HTTP edge: per-IP limits, the built web app, proxies, maintenance polling. */
export const httpEdgeEnv = z.object({
  // Per-IP limits on the public member entry points (tests raise them).
  RATE_LIMIT_LOGIN_PER_MIN: z.coerce.number().int().min(1).default(30),
  // How soon a client asks again whether maintenance is over (Retry-After, and the web app's poll).
  MAINTENANCE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  RATE_LIMIT_SIGNUP_PER_10MIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LINE_LOGIN_PER_MIN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_FORGOT_PIN_PER_MIN: z.coerce.number().int().min(1).default(20),
  WEB_DIST_DIR: optionalText,
  // Behind a load balancer: `true` (trust X-Forwarded-*) or a comma list of proxy addresses/CIDRs.
  TRUST_PROXY: optionalText,
  // The members' site as search engines should list it, e.g. https://chokdee.example (no path).
  PUBLIC_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // PEM files: the server then answers HTTPS itself, HTTP/2 first (platform/secure-server.ts).
  TLS_CERT_FILE: optionalText,
  TLS_KEY_FILE: optionalText,
});

export interface HttpEdgeConfig {
  /** Per-IP request limits of users.login (per minute) and users.signup (per 10 minutes). */
  rateLimits: {
    loginPerMin: number;
    signupPer10Min: number;
    lineLoginPerMin: number;
    forgotPinPerMin: number;
  };
  /** Absolute path of the built web app (apps/web/dist unless WEB_DIST_DIR says otherwise). */
  webDistDir: string;
  trustProxy: boolean | string[];
  /** Seconds a client waits before asking again whether maintenance is over. */
  maintenanceRetryAfterSeconds: number;
  /** Origin of the absolute URLs in robots.txt and sitemap.xml; unset: the request's own origin. */
  publicOrigin: string | undefined;
  /** Certificate chain and private key (PEM) when the server answers HTTPS itself. */
  tls: { cert: Buffer; key: Buffer } | undefined;
}

const parseTrustProxy = (value: string | undefined): boolean | string[] => {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
};

const readPem = (name: string, file: string, cwd: string): Buffer => {
  try {
    return readFileSync(path.resolve(cwd, file));
  } catch (error) {
    throw new ConfigError(`${name} cannot be read: ${(error as Error).message}`);
  }
};

const readTls = (e: z.infer<typeof httpEdgeEnv>, cwd: string): HttpEdgeConfig['tls'] => {
  if (!e.TLS_CERT_FILE && !e.TLS_KEY_FILE) return undefined;
  if (!e.TLS_CERT_FILE || !e.TLS_KEY_FILE) {
    throw new ConfigError('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  }
  return {
    cert: readPem('TLS_CERT_FILE', e.TLS_CERT_FILE, cwd),
    key: readPem('TLS_KEY_FILE', e.TLS_KEY_FILE, cwd),
  };
};

export const readHttpEdgeConfig = (e: z.infer<typeof httpEdgeEnv>, cwd: string): HttpEdgeConfig => ({
  rateLimits: {
    loginPerMin: e.RATE_LIMIT_LOGIN_PER_MIN,
    signupPer10Min: e.RATE_LIMIT_SIGNUP_PER_10MIN,
    lineLoginPerMin: e.RATE_LIMIT_LINE_LOGIN_PER_MIN,
    forgotPinPerMin: e.RATE_LIMIT_FORGOT_PIN_PER_MIN,
  },
  webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
  trustProxy: parseTrustProxy(e.TRUST_PROXY),
  maintenanceRetryAfterSeconds: e.MAINTENANCE_RETRY_AFTER_SECONDS,
  publicOrigin: e.PUBLIC_ORIGIN === undefined ? undefined : new URL(e.PUBLIC_ORIGIN).origin,
  tls: readTls(e, cwd),
});
