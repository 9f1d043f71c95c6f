import type { Satang, TransactionType } from '@chokdee/domain';
import type { Statement } from '../../db/prepared-statements.ts';
import type { HouseAccountKind } from './accounts.ts';
import { shapeViolation } from './entry-shapes.ts';
import { LedgerMisuse } from './ledger-errors.ts';
import { commitWith, touchCash, type MoneyTx } from './money-transaction.ts';
import { entryRequestHash } from './post-entry.ts';
import { turnoverStatement } from './turnover.ts';

/**
 * The available cash (balance − held) of these members, their CASH rows locked until the
 * transaction ends, in postEntry's lock order (member id), so no deadlock with it. A caller that
 * decides several stakes of one member in one transaction reads it first: with the rows locked,
 * what it decides from these figures is what the entries find. A member without a cash account
 * has no row (nothing available).
 */
export const lockedCashStatement = (memberIds: readonly bigint[]): Statement => ({
  text: `select member_id::text, (balance - held)::text as available from ledger_accounts
    where kind = 'CASH' and member_id = any($1::bigint[])
    order by member_id for update`,
  values: [`{${[...memberIds].sort((a, b) => (a < b ? -1 : 1)).join(',')}}`],
});

export interface BulkStake {
  memberId: bigint;
  /** Satang, > 0. */
  amount: Satang;
  /** The stake's ref id; its entry's key is `<refType>:<refId>`, which must be new. */
  refId: string;
  /** What owesTurnoverSql answered for the member in this transaction. */
  owesTurnover: boolean;
}

export interface BulkStakesInput {
  /** The BET_* type of every stake. */
  type: TransactionType;
  /** Where every stake goes. */
  house: HouseAccountKind;
  refType: string;
  /** In the order they were decided: a member's postings show their balances in this order. */
  stakes: readonly BulkStake[];
}

/**
 * Many one-member stakes as ONE statement, sent with the turnover, `last` and COMMIT in one round
 * trip (commitWith): every entry claimed in one insert, each member's cash debited by their total
 * (conditional, as postEntry's debit), every posting in one insert (the balance trigger checks each
 * entry), each member posting's balance_after the running balance in stake order. The caller has
 * decided the stakes against lockedCashStatement's figures; should a debit or a key still not move
 * (a caller's bug), the statement aborts the transaction (ledger_assert_moved) and nothing commits.
 * Each entry is the one postEntry would write for the stake (same key and request hash). Answers
 * the rows of each of `last`.
 */
export const commitBulkStakesWith = async (
  tx: MoneyTx,
  input: BulkStakesInput,
  last: readonly Statement[],
): Promise<unknown[][]> => {
  const violation = shapeViolation(input.type, [
    { kind: 'CASH', amount: -1n },
    { kind: input.house, amount: 1n },
  ]);
  if (violation) throw new LedgerMisuse(violation);
  if (input.stakes.length === 0) return commitWith(tx, last);
  const rows = input.stakes.map((stake, n) => {
    if (stake.amount <= 0n) throw new LedgerMisuse('stakes are positive');
    const ref = { type: input.refType, id: stake.refId };
    return {
      n,
      member_id: stake.memberId.toString(),
      amount: stake.amount.toString(),
      key: `${ref.type}:${ref.id}`,
      ref_id: ref.id,
      hash: entryRequestHash({
        type: input.type,
        lines: [
          { account: { memberId: stake.memberId, kind: 'CASH' }, amount: 0n - stake.amount },
          { account: { house: input.house }, amount: stake.amount },
        ],
        ref,
      }),
    };
  });
  const entries: Statement = {
    text: `with s as (
        select * from jsonb_to_recordset($1::jsonb) as s(n int, member_id bigint, amount bigint, key text, ref_id text, hash text)),
      claim as (
        insert into ledger_entries (type, idempotency_key, request_hash, ref_type, ref_id)
        select $2, s.key, s.hash, $3, s.ref_id from s order by s.n
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key),
      totals as (select member_id, sum(amount) as total from s group by member_id),
      moved as (
        update ledger_accounts a set balance = a.balance - t.total
        from totals t
        where a.member_id = t.member_id and a.kind = 'CASH' and a.balance - a.held - t.total >= 0
        returning a.id, a.member_id, a.balance, a.held),
      lines as (
        select c.id as entry_id, m.id as account_id, -s.amount as amount,
          m.balance + sum(s.amount) over (partition by s.member_id order by s.n desc) - s.amount as balance_after
        from s join claim c on c.idempotency_key = s.key join moved m on m.member_id = s.member_id
        union all
        select c.id, h.id, s.amount, null::bigint
        from s join claim c on c.idempotency_key = s.key
        cross join (select id from ledger_accounts where member_id is null and kind = $4) h),
      posted as (
        insert into ledger_postings (entry_id, account_id, amount, balance_after)
        select entry_id, account_id, amount, balance_after from lines order by entry_id, amount
        returning 1)
      select ledger_assert_moved(
          (select count(*) from claim) = (select count(*) from s)
          and (select count(*) from moved) = (select count(*) from totals)
          and (select count(*) from posted) = 2 * (select count(*) from s)) as moved,
        (select json_agg(json_build_object('uuid', mb.uuid::text, 'available', (m.balance - m.held)::text))
          from moved m join members mb on mb.id = m.member_id) as cash`,
    values: [JSON.stringify(rows), input.type, input.refType, input.house],
  };
  const turnover = input.stakes.flatMap((stake) =>
    stake.owesTurnover
      ? [turnoverStatement(tx, stake.memberId, stake.amount, { type: input.refType, id: stake.refId })]
      : [],
  );
  const [posted = [], ...others] = await commitWith(tx, [entries, ...turnover, ...last]);
  const [answer] = posted as { cash: { uuid: string; available: string }[] | null }[];
  for (const member of answer?.cash ?? []) touchCash(tx, member.uuid, BigInt(member.available));
  return others.slice(turnover.length);
};
