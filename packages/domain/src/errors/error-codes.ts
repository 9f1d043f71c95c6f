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
  // Member-visible refusals with their own code, so the web app translates them (with `params`).
  'TURNOVER_NOT_MET',
  'BANK_ACCOUNT_MISMATCH',
  'WITHDRAWAL_PENDING',
  'WITHDRAW_MAX_PER_TIME',
  'WITHDRAW_MAX_PER_DAY',
  'WITHDRAW_MAX_COUNT_PER_DAY',
  'UNKNOWN_AFFILIATE',
  'DEPOSIT_BELOW_MIN',
  'DEPOSIT_ABOVE_MAX',
  'DEPOSIT_NO_BANK',
  'DEPOSIT_NO_PROMPTPAY',
  'DEPOSIT_BUSY',
  'DEPOSIT_OPEN',
  'TRUEMONEY_OFF',
  'CRYPTO_NETWORK_OFF',
  'CRYPTO_NO_ADDRESS',
  'BANK_NO_PROFILE_NAME',
  'BANK_ACCOUNTS_FULL',
  'BANK_ACCOUNT_TAKEN',
  'BANK_ACCOUNT_ALREADY_YOURS',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Parameters of a coded message: plain numbers (baht, counts) and strings. */
export type ErrorParams = Record<string, string | number>;

/** Spec §8: the message shown for anything unexpected. */
export const DEFAULT_ERROR_MESSAGE = 'Oops! Something went wrong. Please try again later.';

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
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
