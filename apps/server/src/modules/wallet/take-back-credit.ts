import type { CodedRemark } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { escapeLike } from '../../platform/paged-list.ts';
import type { MoneyTx } from './money-transaction.ts';
import { postEntry } from './post-entry.ts';

export interface TakeBackCreditInput {
  memberId: bigint;
  /** What should be taken back (satang); less is taken when the member cannot spend that much. */
  amount: bigint;
  /**
   * The entry that paid the credit: the latest entry for `ref` whose type starts with `typePrefix`,
   * other than the one posted under `exceptKey` (a credit posted in the same step).
   */
  credit: { ref: { type: string; id: string }; typePrefix: string; exceptKey: string };
  idempotencyKey: string;
  /** The entry's remark, knowing what could be taken. */
  remark: (taken: bigint) => CodedRemark;
}

/**
 * Takes back a credit the member was paid: a REVERSAL entry (member CASH −, HOUSE_REVENUE +)
 * referring to the credit's entry, which stays in the statement. Never more than the member can
 * spend now (the CASH account is locked first, so no balance goes negative): what is missing stays
 * with the member. Answers what was taken (0: nothing posted).
 */
export const takeBackCredit = async (tx: MoneyTx, input: TakeBackCreditInput): Promise<bigint> => {
  const { ref, typePrefix, exceptKey } = input.credit;
  const [entry] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id::text from ledger_entries
      where ref_type = ${ref.type} and ref_id = ${ref.id} and type like ${`${escapeLike(typePrefix)}%`}
        and idempotency_key <> ${exceptKey}
      order by id desc limit 1`),
  );
  const [account] = rowsOf<{ available: string }>(
    await tx.execute(sql`
      select (balance - held)::text as available from ledger_accounts
      where member_id = ${input.memberId.toString()}::bigint and kind = 'CASH' for update`),
  );
  const available = BigInt(account?.available ?? '0');
  const taken = available < input.amount ? available : input.amount;
  if (taken <= 0n) return 0n;
  await postEntry(tx, {
    type: 'REVERSAL',
    lines: [
      { account: { memberId: input.memberId, kind: 'CASH' }, amount: -taken },
      { account: { house: 'HOUSE_REVENUE' }, amount: taken },
    ],
    idempotencyKey: input.idempotencyKey,
    ref: { type: 'entry', id: entry?.id ?? '' },
    remark: input.remark(taken),
  });
  return taken;
};
