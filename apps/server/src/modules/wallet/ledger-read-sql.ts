/**
 * SQL expressions another module embeds in its own statement to read the ledger without a round
 * trip of its own; the ledger's tables are named here, not there. `member` and `key` are SQL
 * expressions of the caller's statement (a column or a parameter), never values.
 */

/** A member's available cash (balance - held) in satang, 0 before their first credit. */
export const availableCashSql = (member: string): string =>
  `coalesce((select balance - held from ledger_accounts where member_id = ${member} and kind = 'CASH'), 0)`;

/** The id of the entry posted under an idempotency key (null if none). */
export const entryIdByKeySql = (key: string): string =>
  `(select id from ledger_entries where idempotency_key = ${key})`;
