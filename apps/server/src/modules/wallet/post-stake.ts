import type { Satang, TransactionType } from '@chokdee/domain';
import type { Statement } from '../../db/prepared-statements.ts';
import type { HouseAccountKind } from './accounts.ts';
import { commitWith, type MoneyTx } from './money-transaction.ts';
import { entryToCommit } from './post-entry.ts';
import { turnoverStatement, type StakeRef } from './turnover.ts';

/**
 * Whether the member owes turnover (an unmet requirement), as SQL text a caller embeds in the
 * first statement of its money transaction, `member` the placeholder of the member's id (a
 * bigint parameter): knowing it there spares the turnover statement of every stake of a member
 * who owes none, without a round trip of its own.
 */
export const owesTurnoverSql = (member: string): string =>
  `exists (select 1 from credit_turnovers where member_id = ${member}::bigint and met_at is null)`;

export interface StakeInput {
  memberId: bigint;
  amount: Satang;
  /** The BET_* type of the game staked on. */
  type: TransactionType;
  /** Where the stake goes: the bets in play (lotto, default) or the game providers (BET_GAME). */
  house?: HouseAccountKind;
  ref: StakeRef;
  /** What owesTurnoverSql answered in this transaction. */
  owesTurnover: boolean;
}

/**
 * The ledger side of a stake, sent with the money transaction's last statements and its COMMIT in
 * one round trip (commitWith): the member's cash moves to the bets in play (refused with 409
 * INSUFFICIENT_BALANCE when it is not there: nothing after it runs or commits), the stake counts
 * towards the turnover owed, then `last` run. One entry per stake, keyed by its ref, which must be
 * new (a used key is refused the same way), so a stake moves money once. Answers the rows of each
 * of `last`.
 */
export const commitStakeWith = async (
  tx: MoneyTx,
  stake: StakeInput,
  last: readonly Statement[],
): Promise<unknown[][]> => {
  const entry = entryToCommit(tx, {
    type: stake.type,
    lines: [
      { account: { memberId: stake.memberId, kind: 'CASH' }, amount: 0n - stake.amount },
      { account: { house: stake.house ?? 'HOUSE_BETS_IN_PLAY' }, amount: stake.amount },
    ],
    idempotencyKey: `${stake.ref.type}:${stake.ref.id}`,
    ref: stake.ref,
  });
  const turnover = stake.owesTurnover ? [turnoverStatement(tx, stake.memberId, stake.amount, stake.ref)] : [];
  try {
    const [entryRows = [], ...others] = await commitWith(tx, [entry.statement, ...turnover, ...last]);
    entry.committed(entryRows);
    return others.slice(turnover.length);
  } catch (error) {
    throw entry.refusalOf(error) ?? error;
  }
};
