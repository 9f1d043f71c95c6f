import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LogFn, Logger } from 'pino';
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

/** A successful answer slower than this is logged at `info` like a refusal; a quick one only at `debug`. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Fastify's per-request lines, trimmed: at `info` a request is logged once, when it is refused
 * (4xx), failed (5xx) or slow, so a quick successful read costs no log line with redaction (pino
 * makes the methods of disabled levels no-ops). `LOG_LEVEL=debug` logs every request and its start.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  /** Said by the 404's `request completed` line, whose URL is redacted (this one's would not be). */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (status >= 500) reply.log.error(fields, 'request completed');
    else if (status >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS)
      reply.log.info(fields, 'request completed');
    else reply.log.debug(fields, 'request completed');
  }
}

type Line = Parameters<LogFn>;

/**
 * A request's logger that becomes pino's child only when it first writes a line: building the
 * child (its bindings go through the redaction paths) cost about a twentieth of a quick
 * request's CPU, and at `info` a quick success writes nothing.
 */
class RequestLogger implements FastifyBaseLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.real?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.created().level = level;
  }

  private created(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, line: Line): void {
    if (!this.real && !this.options.level && !(this.parent as Logger).isLevelEnabled(level)) return;
    this.created()[level](...line);
  }

  fatal(...line: Line): void {
    this.write('fatal', line);
  }
  error(...line: Line): void {
    this.write('error', line);
  }
  warn(...line: Line): void {
    this.write('warn', line);
  }
  info(...line: Line): void {
    this.write('info', line);
  }
  debug(...line: Line): void {
    this.write('debug', line);
  }
  trace(...line: Line): void {
    this.write('trace', line);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.created().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made when it first writes. */
export const requestLogger = (
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new RequestLogger(parent, bindings, options);
