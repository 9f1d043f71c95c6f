import type { ApiFailure, ErrorCode, ErrorParams, ErrorParamsOf, FailureStatus } from '@chokdee/domain';
import { codeForStatus, DEFAULT_ERROR_MESSAGE, messageOf, statusOf } from '@chokdee/domain';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { isApiPath } from './paths.ts';

/** What a failure carries besides its code and params. */
export interface FailureDetails {
  fields?: Record<string, string>;
  /** Puts the message under this one field (`fields: { [field]: message }`). */
  field?: string;
  /** RATE_CHANGED: the current rates of the refused lines. */
  rates?: ApiFailure['rates'];
  /** The case's own wording, for a code the contract fixes across cases (VALIDATION, RATE_LIMITED). */
  message?: string;
}

/**
 * A failure the contract knows: thrown anywhere in a request, answered as `{ message, code, … }`.
 * Its status and English message come from the domain's error table (ERRORS), never the call site.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: FailureStatus;
  readonly fields: Record<string, string> | undefined;
  constructor(
    readonly code: ErrorCode,
    readonly params?: ErrorParams,
    readonly details: FailureDetails = {},
  ) {
    super(details.message ?? messageOf(code, params));
    this.statusCode = statusOf(code);
    this.fields = details.field ? { [details.field]: this.message, ...details.fields } : details.fields;
  }
}

type ParamsArgs<C extends ErrorCode> =
  ErrorParamsOf<C> extends undefined
    ? [params?: undefined, details?: FailureDetails]
    : [params: ErrorParamsOf<C>, details?: FailureDetails];

/** `throw appError('ROUND_CLOSED')`; a code whose message names values takes them as params. */
export const appError = <C extends ErrorCode>(code: C, ...[params, details]: ParamsArgs<C>): AppError =>
  new AppError(code, params as ErrorParams | undefined, details);

/** A VALIDATION failure: `fields` keyed by path, the first message as the answer's message. */
export const validationError = (fields: Record<string, string>): AppError =>
  new AppError('VALIDATION', undefined, { fields, message: Object.values(fields)[0] });

export const notFound = (): AppError => appError('NOT_FOUND');

// Status codes Fastify and its plugins raise themselves; each becomes its status's generic code.
const FRAMEWORK_STATUSES: ReadonlySet<number> = new Set([400, 401, 403, 404, 409, 413, 415, 423, 429]);
// Their wording from the table; the others keep the framework's text (it says what was wrong).
const WORDED_BY_TABLE: ReadonlySet<ErrorCode> = new Set([
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'NOT_FOUND',
]);

/** `/lines/0/price` -> `lines.0.price`; a root-level issue is keyed by where it was (body, querystring). */
const fieldKey = (issue: FastifySchemaValidationError, context: string | undefined): string =>
  issue.instancePath.split('/').filter(Boolean).join('.') || context || 'body';

const validationFailure = (error: FastifyError): { status: number; body: ApiFailure } => {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const key = fieldKey(issue, error.validationContext);
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  const message = Object.values(fields)[0] ?? 'Invalid request';
  return { status: 400, body: { message, code: 'VALIDATION', fields } };
};

/** Maps any thrown value to the contract; anything not known to be a client error is a 500. */
export const toFailure = (error: unknown): { status: number; body: ApiFailure } => {
  if (error instanceof AppError) {
    const body: ApiFailure = { message: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    if (error.params) body.params = error.params;
    if (error.details.rates) body.rates = error.details.rates;
    return { status: error.statusCode, body };
  }
  // A thrown string or null is a bug somewhere; the type guards below would throw on it.
  if (typeof error !== 'object' || error === null || isResponseSerializationError(error)) return internal();
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) return validationFailure(fastifyError as FastifyError);
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (!FRAMEWORK_STATUSES.has(status)) return internal();
  const code = codeForStatus(status);
  // A JSON parse error's text quotes the body back; a fixed message is enough for the client.
  const message =
    error instanceof SyntaxError
      ? 'Malformed JSON body'
      : WORDED_BY_TABLE.has(code)
        ? messageOf(code)
        : (fastifyError.message ?? messageOf('BAD_REQUEST'));
  return { status, body: { message, code } };
};

const internal = (): { status: number; body: ApiFailure } => ({
  status: 500,
  body: { message: DEFAULT_ERROR_MESSAGE, code: 'INTERNAL' },
});

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The one error handler and the one not-found handler of the app. API paths always get the
 * JSON contract; other GET/HEAD paths go to `pageFallback` (the web app's index.html).
 */
export const installErrorHandlers = (app: FastifyInstance, pageFallback: PageFallback): void => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toFailure(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (isPage) return pageFallback(request, reply);
    const body: ApiFailure = { message: messageOf('NOT_FOUND'), code: 'NOT_FOUND' };
    return reply.status(statusOf('NOT_FOUND')).type('application/json; charset=utf-8').send(body);
  });
};
