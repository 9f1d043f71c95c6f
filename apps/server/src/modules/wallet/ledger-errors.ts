import { AppError, appError } from '../../platform/errors.ts';

/**
 * A request the ledger refused for a state reason (insufficient balance). It carries its key so
 * that runMoneyTransaction can record it after the rollback: the same key then keeps failing.
 */
export class LedgerRefusal extends AppError {
  override name = 'LedgerRefusal';
  constructor(
    readonly idempotencyKey: string,
    readonly requestHash: string,
    message?: string,
    /** True when it was read back from ledger_requests (nothing left to record). */
    readonly recorded = false,
  ) {
    // 409: the request is well formed; the account's current state refuses it.
    super('INSUFFICIENT_BALANCE', undefined, { message });
  }
}

export const idempotencyMismatch = (): AppError => appError('IDEMPOTENCY_MISMATCH');

/** A programming error in a caller (unbalanced lines, wrong shape): never a client's fault. */
export class LedgerMisuse extends Error {
  override name = 'LedgerMisuse';
}
