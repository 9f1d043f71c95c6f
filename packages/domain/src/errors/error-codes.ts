/** The closed set of error codes the HTTP contract answers with. */
export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CSRF',
  'NOT_FOUND',
  'NOT_ALLOWED_DOMAIN',
  'CONFLICT',
  'IDEMPOTENCY_MISMATCH',
  'INSUFFICIENT_BALANCE',
  'RATE_CHANGED',
  'ROUND_CLOSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'LOCKED',
  'RATE_LIMITED',
  'MAINTENANCE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Spec §8: the message shown for anything unexpected. */
export const DEFAULT_ERROR_MESSAGE = 'Oops! Something went wrong. Please try again later.';

/** The failure body of every non-2xx answer (api-contract.md, Conventions). */
export interface ApiFailure {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
  /** RATE_CHANGED: the current rates of the refused lines, so the member can confirm again. */
  rates?: { number: string; option: string; multiply: number }[];
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
