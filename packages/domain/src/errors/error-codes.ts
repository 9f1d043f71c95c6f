import { CONTENT_ERRORS } from '../content/content-errors.ts';
import { DEPOSIT_ERRORS } from '../deposits/deposit-errors.ts';
import { GAME_ERRORS } from '../games/game-errors.ts';
import { AFFILIATE_ERRORS } from '../growth/affiliate-errors.ts';
import { LOYALTY_ERRORS } from '../growth/loyalty-errors.ts';
import { LOTTO_ERRORS } from '../bet/lotto-errors.ts';
import { MEMBER_ERRORS } from '../members/member-errors.ts';
import { SITE_ERRORS } from '../admin/site-errors.ts';
import { STAFF_ERRORS } from '../admin/staff-errors.ts';
import { WALLET_ERRORS } from '../wallet/wallet-errors.ts';
import { YING_ERRORS } from '../yeekee/ying-errors.ts';
import { PROMOTION_ERRORS } from '../growth/promotion-errors.ts';
import { SUPPORT_ERRORS } from '../support/support-errors.ts';
import { COMPLIANCE_ERRORS } from '../compliance/compliance-errors.ts';
import { defineErrors, type ErrorParams, type FailureStatus } from './define-errors.ts';

export { defineErrors, type ErrorDefinition, type ErrorParams, type FailureStatus } from './define-errors.ts';

/** Spec §8: the message shown for anything unexpected. */
export const DEFAULT_ERROR_MESSAGE = 'Oops! Something went wrong. Please try again later.';

/**
 * Failures of the HTTP layer itself, named by the contract (VALIDATION, UNAUTHORIZED, CSRF,
 * RATE_LIMITED, IDEMPOTENCY_MISMATCH, …), and the generic code of each status for an answer that
 * carries no code of its own (a proxy's page, a framework's refusal).
 */
const PLATFORM_ERRORS = defineErrors({
  VALIDATION: { status: 400, message: 'Invalid request' },
  BAD_REQUEST: { status: 400, message: 'Bad Request' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  FORBIDDEN: { status: 403, message: 'Sorry, access denied.' },
  CSRF: { status: 403, message: 'Invalid CSRF token' },
  NOT_FOUND: { status: 404, message: 'Not Found' },
  NOT_ALLOWED_DOMAIN: { status: 404, message: 'Not Allow Domain' },
  CONFLICT: { status: 409, message: 'Conflict' },
  IDEMPOTENCY_MISMATCH: {
    status: 409,
    message: 'This Idempotency-Key was already used for a different request.',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body is larger than 10 MB' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  HEADERS_TOO_LARGE: { status: 431, message: 'The request line and headers are larger than 16 KB' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  LOCKED: { status: 423, message: 'Login Attempt Count Reach Limit, Please contact call center.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later.' },
  MAINTENANCE: { status: 503, message: 'The site is under maintenance.' },
  INTERNAL: { status: 500, message: DEFAULT_ERROR_MESSAGE },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Service unavailable: the database does not answer.' },
});

/** Every failure the API answers with: the closed list of codes, each with its status and message. */
export const ERRORS = {
  ...PLATFORM_ERRORS,
  ...MEMBER_ERRORS,
  ...STAFF_ERRORS,
  ...SITE_ERRORS,
  ...WALLET_ERRORS,
  ...DEPOSIT_ERRORS,
  ...LOTTO_ERRORS,
  ...YING_ERRORS,
  ...GAME_ERRORS,
  ...AFFILIATE_ERRORS,
  ...LOYALTY_ERRORS,
  ...PROMOTION_ERRORS,
  ...CONTENT_ERRORS,
  ...SUPPORT_ERRORS,
  ...COMPLIANCE_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as readonly ErrorCode[];

/** The params a code's message names (`undefined` when its message is fixed). */
export type ErrorParamsOf<C extends ErrorCode> = (typeof ERRORS)[C]['message'] extends (
  params: infer P,
) => string
  ? P
  : undefined;

/** The HTTP status of a code: the one table both the server and the web read. */
export const statusOf = (code: ErrorCode): FailureStatus => ERRORS[code].status;

/** The English message of a code, its params filled in. */
export const messageOf = (code: ErrorCode, params?: ErrorParams): string => {
  // The table pairs each message with its params' shape; appError's signature checks the pair.
  const message = ERRORS[code].message as string | ((params: ErrorParams) => string);
  return typeof message === 'function' ? message(params ?? {}) : message;
};

// The code an answer without one stands for: the first generic code of its status.
const GENERIC_CODES: readonly ErrorCode[] = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'LOCKED',
  'RATE_LIMITED',
  'MAINTENANCE',
];

/** The generic code of a status, INTERNAL for a status no generic code has. */
export const codeForStatus = (status: number): ErrorCode =>
  GENERIC_CODES.find((code) => statusOf(code) === status) ?? 'INTERNAL';

/** The failure body of every non-2xx answer (api-contract.md, Conventions). */
export interface ApiFailure {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
  /** The values the code's text needs (limits in baht, counts), so clients can word it themselves. */
  params?: ErrorParams;
  /** RATE_CHANGED: the current rates of the refused lines, so the member can confirm again. */
  rates?: { number: string; option: string; multiply: number }[];
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERRORS, value);
