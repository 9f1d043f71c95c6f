/** Parameters of a coded message: plain numbers (baht, counts) and strings. */
export type ErrorParams = Record<string, string | number>;

/** The statuses the contract answers a failure with. */
export type FailureStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 423 | 429 | 431 | 451 | 500 | 503;

/**
 * One failure the API can answer: its HTTP status and the English `message` API clients read.
 * A message that names values is a function of the params the failure also answers with, so a
 * client can word it in its own language from the code and the params alone.
 */
export interface ErrorDefinition {
  readonly status: FailureStatus;
  // `never` so a definition may take any params shape; ErrorParamsOf recovers it per code.
  readonly message: string | ((params: never) => string);
}

/** Typed identity: a feature declares its failures next to its schemas, the closed list joins them. */
export const defineErrors = <const T extends Record<string, ErrorDefinition>>(definitions: T): T =>
  definitions;
