import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import type { HouseAccountKind, MemberAccountRef } from './accounts.ts';
import type { EntryType } from './entry-shapes.ts';
import { idempotencyMismatch, LedgerMisuse, LedgerRefusal } from './ledger-errors.ts';
import { assertMoneyTx, noteRefusal, touchCash, type MoneyTx } from './money-transaction.ts';
import { postEntry, type PostedEntry } from './post-entry.ts';
import { requestHash } from '../../platform/idempotency/index.ts';

/**
 * Two-phase money (withdrawals): reserveHold makes `amount` unavailable at once (available =
 * balance - held) without an entry; postHold pays it out as one entry; voidHold gives it back.
 */
export interface ReserveHoldInput {
  account: MemberAccountRef;
  amount: bigint;
  idempotencyKey: string;
  ref?: { type: string; id: string } | undefined;
}

interface HoldRow {
  hold_id: string | null;
  balance: string | null;
  held: string | null;
  member_uuid: string | null;
}

const big = (value: bigint) => sql`${value.toString()}::bigint`;

export const reserveHold = async (
  tx: MoneyTx,
  input: ReserveHoldInput,
): Promise<{ holdId: bigint; replayed: boolean }> => {
  assertMoneyTx(tx);
  if (input.amount <= 0n) throw new LedgerMisuse('a hold amount is positive');
  const { memberId, kind } = input.account;
  const hash = requestHash({ hold: [memberId, kind, input.amount], ref: input.ref ?? null });
  const [row] = rowsOf<HoldRow>(
    await tx.execute(sql`
      with h as (
        insert into ledger_holds (account_id, amount, idempotency_key, request_hash, ref_type, ref_id)
        select id, ${big(input.amount)}, ${input.idempotencyKey}, ${hash}, ${input.ref?.type ?? null}, ${input.ref?.id ?? null}
        from ledger_accounts where member_id = ${big(memberId)} and kind = ${kind}
          and not exists (select 1 from ledger_requests where idempotency_key = ${input.idempotencyKey})
        on conflict (idempotency_key) do nothing
        returning id, account_id),
      u as (
        update ledger_accounts a set held = a.held + ${big(input.amount)} from h
        where a.id = h.account_id and a.balance - a.held >= ${big(input.amount)}
        returning a.balance, a.held)
      select (select id::text from h) as hold_id, (select balance::text from u) as balance, (select held::text from u) as held,
        (select uuid::text from members where id = ${big(memberId)}) as member_uuid`),
  );
  if (row?.hold_id && row.balance !== null && row.held !== null) {
    if (kind === 'CASH' && row.member_uuid)
      touchCash(tx, row.member_uuid, BigInt(row.balance) - BigInt(row.held));
    return { holdId: BigInt(row.hold_id), replayed: false };
  }
  if (!row?.hold_id) {
    const [existing] = rowsOf<{ id: string; request_hash: string }>(
      await tx.execute(
        sql`select id::text, request_hash from ledger_holds where idempotency_key = ${input.idempotencyKey}`,
      ),
    );
    if (existing) {
      if (existing.request_hash !== hash) throw idempotencyMismatch();
      return { holdId: BigInt(existing.id), replayed: true };
    }
    const [refused] = rowsOf<{ request_hash: string }>(
      await tx.execute(
        sql`select request_hash from ledger_requests where idempotency_key = ${input.idempotencyKey}`,
      ),
    );
    if (refused && refused.request_hash !== hash) throw idempotencyMismatch();
    if (refused) throw new LedgerRefusal(input.idempotencyKey, hash, undefined, true);
  }
  // Claimed but not enough available money (or no account yet): refuse; the wrapper rolls back.
  throw noteRefusal(tx, new LedgerRefusal(input.idempotencyKey, hash));
};

interface SettledRow {
  member_id: string;
  kind: 'CASH' | 'AF_CASH' | 'POINTS';
  amount: string;
  balance: string;
  held: string;
  member_uuid: string;
}

// Ends a HELD hold and releases its amount from `held`, in one statement; no row = not HELD.
const settle = async (
  tx: MoneyTx,
  holdId: bigint,
  status: 'POSTED' | 'VOIDED',
): Promise<SettledRow | undefined> => {
  const [row] = rowsOf<SettledRow>(
    await tx.execute(sql`
      with h as (
        update ledger_holds set status = ${status}, settled_at = now() where id = ${big(holdId)} and status = 'HELD'
        returning account_id, amount)
      update ledger_accounts a set held = a.held - h.amount from h where a.id = h.account_id
      returning a.member_id::text, a.kind, h.amount::text, a.balance::text, a.held::text,
        (select uuid::text from members where id = a.member_id) as member_uuid`),
  );
  if (row?.kind === 'CASH') touchCash(tx, row.member_uuid, BigInt(row.balance) - BigInt(row.held));
  return row;
};

const statusOf = async (tx: MoneyTx, holdId: bigint) => {
  const [row] = rowsOf<{
    status: string;
    member_id: string;
    kind: 'CASH' | 'AF_CASH' | 'POINTS';
    amount: string;
  }>(
    await tx.execute(sql`
      select h.status, a.member_id::text, a.kind, h.amount::text
      from ledger_holds h join ledger_accounts a on a.id = h.account_id where h.id = ${big(holdId)}`),
  );
  if (!row) throw appError('HOLD_NOT_FOUND');
  return row;
};

export interface PostHoldInput {
  holdId: bigint;
  type: EntryType;
  /** The house account the held money goes to (e.g. HOUSE_BANK_CLEARING for a paid withdrawal). */
  to: HouseAccountKind;
  idempotencyKey: string;
  remark?: string | undefined;
  staffId?: bigint | undefined;
}

/** Pays a held amount out as one entry. Posting again with the same key answers the first entry. */
export const postHold = async (tx: MoneyTx, input: PostHoldInput): Promise<PostedEntry> => {
  const settled = await settle(tx, input.holdId, 'POSTED');
  const hold = settled ?? (await statusOf(tx, input.holdId));
  if (!settled && 'status' in hold && hold.status !== 'POSTED')
    throw appError('HOLD_NOT_OPEN', { status: hold.status });
  const amount = BigInt(hold.amount);
  // When already POSTED this is a replay of the same entry (or a mismatch for other content).
  const posted = await postEntry(tx, {
    type: input.type,
    idempotencyKey: input.idempotencyKey,
    ref: { type: 'hold', id: input.holdId.toString() },
    remark: input.remark,
    staffId: input.staffId,
    lines: [
      { account: { memberId: BigInt(hold.member_id), kind: hold.kind }, amount: -amount },
      { account: { house: input.to }, amount },
    ],
  });
  if (settled)
    await tx.execute(
      sql`update ledger_holds set entry_id = ${big(posted.entryId)} where id = ${big(input.holdId)}`,
    );
  return posted;
};

/** Gives a held amount back (no entry: the balance never changed). Voiding twice is a no-op. */
export const voidHold = async (tx: MoneyTx, holdId: bigint): Promise<void> => {
  if (await settle(tx, holdId, 'VOIDED')) return;
  const hold = await statusOf(tx, holdId);
  if (hold.status === 'POSTED') throw appError('HOLD_ALREADY_POSTED');
};
