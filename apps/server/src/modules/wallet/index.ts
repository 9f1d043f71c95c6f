/**
 * The ledger facade: the only door to money for every other feature. Balances move only through
 * these entries, holds and money transactions (docs/ledger.md), so the ledger's invariants are
 * kept in one folder.
 */
export { runAuditedMoney } from './audited-money.ts';
export { addDepositTurnover, loadDepositMultiplier, TURNOVER_SETTING } from './deposit-turnover.ts';
export { findStatement, statementAnswer } from './find-statement.ts';
export { getMemberBalances } from './get-member-balances.ts';
export { postHold, reserveHold, voidHold } from './holds.ts';
export { idempotencyMismatch, LedgerRefusal } from './ledger-errors.ts';
export { type MoneyTx, runMoneyTransaction, runMoneyTransactionFrom } from './money-transaction.ts';
export { availableCashSql, entryIdByKeySql } from './ledger-read-sql.ts';
export { moneyByDay, movedByDaySql, type DayMoney } from './money-by-day.ts';
export { publishBalance } from './money-updates.ts';
export { postBulkCredits, type BulkCredit, type BulkCreditsInput } from './post-bulk-credits.ts';
export { postEntry, type PostEntryInput } from './post-entry.ts';
export { commitStakeWith, owesTurnoverSql, type StakeInput } from './post-stake.ts';
export { commitBulkStakesWith, lockedCashStatement, type BulkStake } from './post-bulk-stakes.ts';
export { takeBackCredit, type TakeBackCreditInput } from './take-back-credit.ts';
export {
  addTurnoverRequirement,
  getCreditTurnover,
  recordTurnover,
  reverseTurnover,
  type StakeRef,
} from './turnover.ts';
