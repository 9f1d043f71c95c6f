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
 * constant number of statements instead of one postEntry each — one when every key is new: claim
 * every key, create or credit each member's account in one upsert that takes the rows' locks in
 * member order (postEntry's lock order, so no deadlock with it), and write every posting in one
 * INSERT — the balance trigger checks each entry of that insert. Each entry is the one postEntry
 * would write for `{ member CASH +amount, house −amount }` (same request hash), so a key replays
 * across both.
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

  // The claimed entries stay in the statement rather than travel to the client and back. The
  // upsert consumes its input sorted by member, so it locks in that order. Postings are written in
  // entry order (their ids follow it; statements list by id), and a member posting's balance_after
  // is the running balance in that order: the final balance minus what the member's later entries
  // of this batch added. The zero-sum trigger runs after the statement and sees the accounts it
  // created.
  const [moved] = rowsOf<{ posted: number; amount: string; touched: [string, string, string][] | null }>(
    await tx.execute(sql`
      with s as (select * from ${source}),
      claimed as (
        insert into ledger_entries (type, idempotency_key, request_hash, ref_type, ref_id, remark)
        select ${input.type}, s.key, s.hash, ${input.refType}, s.ref_id, ${input.remark ?? null} from s
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key),
      n as (
        select c.id as entry_id, s.member_id, s.amount from claimed c join s on s.key = c.idempotency_key),
      accounts as (
        insert into ledger_accounts as a (member_id, kind, unit, balance)
        select n.member_id, ${kind}, ${UNIT_OF[kind]}, sum(n.amount) from n group by n.member_id order by n.member_id
        on conflict (member_id, kind) do update set balance = a.balance + excluded.balance
        returning a.id, a.member_id, a.balance, a.held),
      member_lines as (
        select n.entry_id, a.id as account_id, n.amount,
          a.balance - sum(n.amount) over (partition by n.member_id order by n.entry_id desc) + n.amount as balance_after
        from n join accounts a on a.member_id = n.member_id),
      lines as (
        select entry_id, account_id, amount, balance_after from member_lines
        union all
        select n.entry_id, h.id, -n.amount, null from n join ledger_accounts h on h.member_id is null and h.kind = ${input.house}),
      posted as (
        insert into ledger_postings (entry_id, account_id, amount, balance_after)
        select entry_id, account_id, amount, balance_after from lines order by entry_id, amount desc
        returning amount)
      select (select count(*)::int from claimed) as posted,
        (select coalesce(sum(amount) filter (where amount > 0), 0)::text from posted) as amount,
        ${
          kind === 'CASH'
            ? sql`(select json_agg(json_build_array(m.uuid, a.balance::text, a.held::text))
                from accounts a join members m on m.id = a.member_id)`
            : sql`null`
        } as touched`),
  );
  // A key taken before: the same content replays (nothing moved for it); other content is a
  // mismatch, and the error aborts the money transaction with what this statement wrote.
  if ((moved?.posted ?? 0) < rows.length) await assertReplays(tx, source);
  for (const [memberUuid, balance, held] of moved?.touched ?? [])
    touchCash(tx, memberUuid, BigInt(balance) - BigInt(held));
  return { posted: moved?.posted ?? 0, amount: BigInt(moved?.amount ?? '0') };
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
