/**
 * The wallet's public door: every other module moves or reads money through these exports only
 * (docs/architecture.md). Re-exports, nothing else, so each use case keeps its own file.
 */
export { firstUnderKey } from './first-under-key.ts';
export { idempotencyMismatch, LedgerRefusal } from './ledger-errors.ts';
export {
  commitWith,
  runMoneyTransaction,
  runMoneyTransactionFrom,
  type MoneyTx,
} from './money-transaction.ts';
export { postBulkCredits, type BulkCredit, type BulkCreditsInput } from './post-bulk-credits.ts';
export { postEntry, type PostEntryInput } from './post-entry.ts';
export { owesTurnoverSql, postStake, type StakeInput } from './post-stake.ts';
export { requestHash } from './request-hash.ts';
export { reverseTurnover, type StakeRef } from './turnover.ts';
