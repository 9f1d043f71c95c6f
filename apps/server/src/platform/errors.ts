import type { ApiFailure, ErrorCode } from '@chokdee/domain';
import { DEFAULT_ERROR_MESSAGE } from '@chokdee/domain';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { isApiPath } from './paths.ts';

/** A failure the contract knows: thrown anywhere in a request, answered as `{ message, code, fields? }`. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra members of the failure body: RATE_CHANGED's rates, a coded message's params. */
    readonly extra?: Pick<ApiFailure, 'rates' | 'params'>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not Found'): AppError => new AppError('NOT_FOUND', 404, message);

// Status codes Fastify and its plugins raise themselves, and the contract code each becomes.
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  423: 'LOCKED',
  429: 'RATE_LIMITED',
};

const MESSAGE_BY_CODE: Partial<Record<ErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: 'Request body is larger than 10 MB',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
  RATE_LIMITED: 'Too many requests, please try again later.',
  NOT_FOUND: 'Not Found',
};

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
    if (error.extra) Object.assign(body, error.extra);
    return { status: error.statusCode, body };
  }
  // A thrown string or null is a bug somewhere; the type guards below would throw on it.
  if (typeof error !== 'object' || error === null || isResponseSerializationError(error)) return internal();
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) return validationFailure(fastifyError as FastifyError);
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  const code = CODE_BY_STATUS[status];
  if (status >= 500 || !code) return internal();
  // A JSON parse error's text quotes the body back; a fixed message is enough for the client.
  const message =
    error instanceof SyntaxError
      ? 'Malformed JSON body'
      : (MESSAGE_BY_CODE[code] ?? fastifyError.message ?? 'Bad Request');
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
    const body: ApiFailure = { message: 'Not Found', code: 'NOT_FOUND' };
    return reply.status(404).type('application/json; charset=utf-8').send(body);
  });
};
