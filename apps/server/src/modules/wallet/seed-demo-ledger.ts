import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { HouseAccountKind } from './accounts.ts';
import { shapeViolation, type EntryType } from './entry-shapes.ts';
import { LedgerMisuse } from './ledger-errors.ts';
import { assertMoneyTx, type MoneyTx } from './money-transaction.ts';

/** One past entry of a demo member's history: its lines are the member's CASH and/or house accounts. */
export interface DemoLedgerEntry {
  type: EntryType;
  idempotencyKey: string;
  at: Date;
  ref?: { type: string; id: string };
  lines: ReadonlyArray<{ account: 'CASH' | HouseAccountKind; amount: bigint }>;
}

/**
 * Demo mode only (db/demo-history.ts): writes a member's past entries — dated in the past, which
 * postEntry never does — as a few set-based statements in the caller's money transaction: the entries, the
 * member's CASH account with the history's net, every posting (the balance trigger checks each
 * entry; member postings carry the running balance in time order). Only for a member with no CASH
 * account yet, so the running balances start at 0 and nothing later is out of order; answers
 * the entry ids by key, or null when the member had an account (nothing written). Every entry's lines are checked against its type's shape and sum to 0.
 */
export const postDemoHistory = async (
  tx: MoneyTx,
  memberId: bigint,
  entries: readonly DemoLedgerEntry[],
): Promise<Map<string, string> | null> => {
  for (const entry of entries) {
    const violation = shapeViolation(
      entry.type,
      entry.lines.map((line) => ({ kind: line.account, amount: line.amount })),
    );
    if (violation) throw new LedgerMisuse(violation);
    if (entry.lines.reduce((sum, line) => sum + line.amount, 0n) !== 0n)
      throw new LedgerMisuse(`${entry.idempotencyKey} does not balance`);
  }
  const sorted = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  const rows = sorted.map((entry, ord) => ({
    ord,
    type: entry.type,
    key: entry.idempotencyKey,
    at: entry.at.toISOString(),
    ref_type: entry.ref?.type ?? null,
    ref_id: entry.ref?.id ?? null,
  }));
  const lines = sorted.flatMap((entry, ord) =>
    entry.lines.map((line) => ({ ord, account: line.account, amount: line.amount.toString() })),
  );
  const net = lines.filter((l) => l.account === 'CASH').reduce((sum, l) => sum + BigInt(l.amount), 0n);
  if (net < 0n) throw new LedgerMisuse('a demo history cannot end below zero');
  assertMoneyTx(tx);
  {
    const [account] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into ledger_accounts (member_id, kind, unit, balance)
        values (${memberId.toString()}::bigint, 'CASH', 'THB', ${net.toString()}::bigint)
        on conflict (member_id, kind) do nothing
        returning id::text`),
    );
    if (!account) return null;
    await tx.execute(sql`
      with e as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as e(ord int, type text, key text, at timestamptz, ref_type text, ref_id text)),
        claimed as (
          insert into ledger_entries (type, idempotency_key, request_hash, ref_type, ref_id, created_at)
          select type, key, 'demo-history', ref_type, ref_id, at from e order by ord
          returning id, idempotency_key),
        l as (select * from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(ord int, account text, amount bigint)),
        posted as (
          select c.id as entry_id, e.at, e.ord, l.amount, l.account,
            case when l.account = 'CASH' then ${account.id}::bigint
              else (select h.id from ledger_accounts h where h.member_id is null and h.kind = l.account) end as account_id
          from l join e on e.ord = l.ord join claimed c on c.idempotency_key = e.key)
      insert into ledger_postings (entry_id, account_id, amount, balance_after, created_at)
      select entry_id, account_id, amount,
        case when account = 'CASH'
          then sum(amount) filter (where account = 'CASH') over (order by ord, account = 'CASH' desc rows unbounded preceding) end,
        at
      from posted order by ord, amount desc`);
    const ids = rowsOf<{ id: string; key: string }>(
      await tx.execute(sql`
        select id::text, idempotency_key as key from ledger_entries
        where idempotency_key in (select value from jsonb_array_elements_text(${JSON.stringify(rows.map((r) => r.key))}::jsonb))`),
    );
    return new Map(ids.map((row) => [row.key, row.id]));
  }
};
