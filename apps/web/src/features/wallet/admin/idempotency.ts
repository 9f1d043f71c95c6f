import { isApiError } from '../../../lib/api-client.ts';

/**
 * One Idempotency-Key per submitted form (docs/back-office.md, Wallet): the key is made when the
 * form is first sent and kept while the outcome is unknown (network error, 5xx), so pressing
 * confirm again retries the same request and the server pays at most once. A success or a refusal
 * (any 4xx) settles the form: the next submission gets a new key.
 */
export class IdempotencyKeeper {
  private current: string | null = null;

  constructor(private readonly make: () => string = () => crypto.randomUUID()) {}

  /** The key for this submission: the pending one after an unknown outcome, else a new one. */
  take(): string {
    this.current ??= this.make();
    return this.current;
  }

  /** The key being retried (null when the next submission starts fresh). */
  get pending(): string | null {
    return this.current;
  }

  /** After an answer: keep the key only when the outcome is unknown. */
  settle(error?: unknown): void {
    if (error !== undefined && isOutcomeUnknown(error)) return;
    this.current = null;
  }
}

/** No HTTP answer or a 5xx: the request may or may not have been applied. */
export const isOutcomeUnknown = (error: unknown): boolean =>
  !isApiError(error) || error.status === 0 || error.status >= 500;
