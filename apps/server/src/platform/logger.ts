import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

// Body and object fields that carry secrets, at any of the first three levels of a log object.
const SECRET_FIELDS = [
  'password',
  'pin',
  'newPassword',
  'oldPassword',
  'otpCode',
  'token',
  'accessToken',
  'refreshToken',
  'totpSecret',
  'pinHash',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

// `?token=` (the WebSocket URL) and similar must not reach the logs through the request URL.
const SECRET_QUERY = /([?&](?:token|accessToken|access_token|code)=)[^&#]*/gi;
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[Redacted]');

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** pino options for Fastify's logger: JSON lines, secrets replaced by `[Redacted]`. */
export const loggerOptions = (
  config: Pick<Config, 'logLevel'>,
): NonNullable<FastifyServerOptions['logger']> => ({
  level: config.logLevel,
  redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
  serializers: {
    req: (req: LoggedRequest) => ({
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
    }),
  },
});
