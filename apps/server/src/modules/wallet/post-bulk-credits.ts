import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { accountLabel, UNIT_OF, type HouseAccountKind } from './accounts.ts';
import { shapeViolation, type EntryType } from './entry-shapes.ts';
import { idempotencyMismatch, LedgerMisuse } from './ledger-errors.ts';
import { assertMoneyTx, touchCash, type MoneyTx } from './money-transaction.ts';
import { requestHash } from '../../platform/idempotency/index.ts';

export interface BulkCredit {
  memberId: bigint;
  /** Satang, > 0. */
  amount: bigint;
  /** Unique across the ledger, as for postEntry. */
  idempotencyKey: string;
  refId: string;
}

export interface BulkCreditsInput {
  type: EntryType;
  /** The member account credited: CASH (default), AF_CASH (affiliate commissions) or POINTS (loyalty). */
  kind?: 'CASH' | 'AF_CASH' | 'POINTS';
  /** The house account every credit is paid from. */
  house: HouseAccountKind;
  refType: string;
  remark?: string | undefined;
  credits: readonly BulkCredit[];
}

export interface BulkCreditsResult {
  /** Entries written now; credits whose key was already posted with the same content are skipped. */
  posted: number;
  amount: bigint;
}

/**
 * Many one-member CASH (or AF_CASH, POINTS) credits of one type (settlement wins, later game-provider batches) as a
 * constant number of statements instead of one postEntry each: claim every key in one INSERT,
 * lock the members' cash rows in member order (postEntry's lock order, so no deadlock with it),
 * add each member's total in one UPDATE, and write every posting in one INSERT — the balance
 * trigger checks each entry of that insert. Each entry is the one postEntry would write for
 * `{ member CASH +amount, house −amount }` (same request hash), so a key replays across both.
 */
export const postBulkCredits = async (tx: MoneyTx, input: BulkCreditsInput): Promise<BulkCreditsResult> => {
  assertMoneyTx(tx);
  if (input.credits.length === 0) return { posted: 0, amount: 0n };
  const kind = input.kind ?? 'CASH';
  const violation = shapeViolation(input.type, [
    { kind, amount: 1n },
    { kind: input.house, amount: -1n },
  ]);
  if (violation) throw new LedgerMisuse(violation);
  const rows = input.credits.map((credit) => {
    if (credit.amount <= 0n) throw new LedgerMisuse('bulk credits are positive');
    const member = { memberId: credit.memberId, kind };
    const house = { house: input.house };
    const hash = requestHash({
      type: input.type,
      lines: [
        [accountLabel(member), credit.amount],
        [accountLabel(house), -credit.amount],
      ].sort(),
      ref: { type: input.refType, id: credit.refId },
      remark: input.remark ?? null,
      staffId: null,
    });
    return {
      member_id: credit.memberId.toString(),
      amount: credit.amount.toString(),
      key: credit.idempotencyKey,
      ref_id: credit.refId,
      hash,
    };
  });
  const source = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(member_id bigint, amount bigint, key text, ref_id text, hash text)`;

  const claimed = rowsOf<{ id: string; key: string }>(
    await tx.execute(sql`
      insert into ledger_entries (type, idempotency_key, request_hash, ref_type, ref_id, remark)
      select ${input.type}, s.key, s.hash, ${input.refType}, s.ref_id, ${input.remark ?? null} from ${source}
      on conflict (idempotency_key) do nothing
      returning id::text, idempotency_key as key`),
  );
  if (claimed.length < rows.length) await assertReplays(tx, source);
  if (claimed.length === 0) return { posted: 0, amount: 0n };

  const entries = sql`(select e.id as entry_id, s.member_id, s.amount
    from ${source} join ledger_entries e on e.idempotency_key = s.key
    where e.id = any(${`{${claimed.map((c) => c.id).join(',')}}`}::bigint[]))`;
  // Cash accounts exist for anyone who bet; created here for a first credit all the same.
  await tx.execute(sql`
    insert into ledger_accounts (member_id, kind, unit, balance)
    select distinct n.member_id, ${kind}, ${UNIT_OF[kind]}, 0 from ${entries} n
    on conflict (member_id, kind) do nothing`);
  await tx.execute(sql`
    select a.id from ledger_accounts a
    where a.kind = ${kind} and a.member_id in (select n.member_id from ${entries} n)
    order by a.member_id for update`);
  const balances = rowsOf<{ member_uuid: string; balance: string; held: string }>(
    await tx.execute(sql`
      update ledger_accounts a set balance = a.balance + t.total
      from (select n.member_id, sum(n.amount) as total from ${entries} n group by n.member_id) t
      where a.member_id = t.member_id and a.kind = ${kind}
      returning (select m.uuid::text from members m where m.id = a.member_id) as member_uuid, a.balance::text, a.held::text`),
  );
  // Postings are written in entry order (their ids follow it; statements list by id), and a member
  // posting's balance_after is the running balance in that order: the final balance minus what
  // the member's later entries of this batch added.
  const [total] = rowsOf<{ amount: string }>(
    await tx.execute(sql`
      with n as (select * from ${entries} n),
      member_lines as (
        select n.entry_id, a.id as account_id, n.amount,
          a.balance - sum(n.amount) over (partition by n.member_id order by n.entry_id desc) + n.amount as balance_after
        from n join ledger_accounts a on a.member_id = n.member_id and a.kind = ${kind}),
      lines as (
        select entry_id, account_id, amount, balance_after from member_lines
        union all
        select n.entry_id, h.id, -n.amount, null from n join ledger_accounts h on h.member_id is null and h.kind = ${input.house}),
      posted as (
        insert into ledger_postings (entry_id, account_id, amount, balance_after)
        select entry_id, account_id, amount, balance_after from lines order by entry_id, amount desc
        returning amount)
      select coalesce(sum(amount) filter (where amount > 0), 0)::text as amount from posted`),
  );
  if (kind === 'CASH')
    for (const row of balances) touchCash(tx, row.member_uuid, BigInt(row.balance) - BigInt(row.held));
  return { posted: claimed.length, amount: BigInt(total?.amount ?? '0') };
};

/** Keys taken before: the same content replays (nothing moves again); other content is a mismatch. */
const assertReplays = async (tx: MoneyTx, source: SQL): Promise<void> => {
  const [row] = rowsOf<{ mismatched: number }>(
    await tx.execute(sql`
      select count(*)::int as mismatched
      from ${source} join ledger_entries e on e.idempotency_key = s.key
      where e.request_hash <> s.hash`),
  );
  if ((row?.mismatched ?? 0) > 0) throw idempotencyMismatch();
};
