import type { StatementLineStatus } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { totalledList, whereAll, within, type Totals } from '../../platform/paged-list.ts';
import type { Page } from '../../platform/reply.ts';
import type { MoneyTx } from '../wallet/index.ts';
import type { StatementLineInput } from './bank-statement.ts';

export interface LineRow {
  id: string;
  bank_id: string;
  bank_code: string;
  bank_account_number: string;
  refer_transfer_id: string;
  amount: string;
  transfer_at: string;
  from_bank_code: string | null;
  from_account_number: string | null;
  status: StatementLineStatus;
  deposit_id: string | null;
  decided_by: string | null;
  decided_at: string | null;
  note: string | null;
  received_at: string;
}

/** Statement lines with their receiving account and deciding staff, oldest first; `where` filters `l`. */
export const statementLineRows = async (
  db: Database,
  where: SQL,
  limit: number,
  offset: number,
): Promise<LineRow[]> =>
  rowsOf<LineRow>(
    await db.execute(sql`
      select l.id::text, l.deposit_bank_id::text as bank_id, b.bank_code, b.account_number as bank_account_number,
        l.refer_transfer_id, l.amount::text, ${bkk('l.transfer_at')} as transfer_at, l.from_bank_code, l.from_account_number,
        l.status, l.deposit_id::text, st.username as decided_by,
        case when l.decided_at is null then null else ${bkk('l.decided_at')} end as decided_at, l.note,
        ${bkk('l.received_at')} as received_at
      from bank_statement_lines l
      join deposit_banks b on b.id = l.deposit_bank_id
      left join staff st on st.id = l.decided_by
      where ${where}
      order by l.received_at, l.id
      limit ${limit} offset ${offset}`),
  );

export const lineRowById = async (db: Database, id: string): Promise<LineRow | undefined> =>
  (await statementLineRows(db, sql`l.id = ${id}::bigint`, 1, 0))[0];

export interface StatementLinesFilter {
  status: StatementLineStatus;
  bankId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** One page of the filtered lines, with the filter's count and sum. */
export const statementLinesPage = (
  db: Database,
  filter: StatementLinesFilter,
  page: { page: number; pageSize: number },
): Promise<Page<LineRow> & { totals: Totals }> => {
  const where = whereAll([
    sql`l.status = ${filter.status}`,
    filter.bankId ? sql`l.deposit_bank_id = ${filter.bankId}::bigint` : undefined,
    ...within(sql`l.received_at`, filter),
  ]);
  return totalledList(db, {
    from: sql`bank_statement_lines l`,
    where,
    amount: sql`l.amount`,
    page,
    rows: ({ limit, offset }) => statementLineRows(db, where, limit, offset),
  });
};

export interface LockedLine {
  id: string;
  bank_id: string;
  amount: string;
  refer_transfer_id: string;
  transfer_at: string;
  from_bank_code: string | null;
  from_account_number: string | null;
}

// FOR UPDATE: two staff deciding the same line (or staff and the hook) are serialised.
export const lockStatementLine = async (
  tx: Database,
  id: string,
): Promise<(LockedLine & { status: StatementLineStatus }) | undefined> =>
  rowsOf<LockedLine & { status: StatementLineStatus }>(
    await tx.execute(sql`
      select id::text, deposit_bank_id::text as bank_id, amount::text, refer_transfer_id, transfer_at::text, from_bank_code,
        from_account_number, status
      from bank_statement_lines where id = ${id}::bigint for update`),
  )[0];

/** A NORMAL deposit of what the line brought, for the member staff named; undefined: no such member. */
export const insertLineDeposit = async (
  tx: MoneyTx,
  line: LockedLine,
  memberUuid: string,
): Promise<{ id: string; member_id: string; member_uuid: string } | undefined> =>
  rowsOf<{ id: string; member_id: string; member_uuid: string }>(
    await tx.execute(sql`
      insert into deposits (member_id, method, deposit_bank_id, amount, from_bank_code, from_account_number, deposit_at, refer_transfer_id)
      select m.id, 'NORMAL', ${line.bank_id}::bigint, ${line.amount}::bigint, ${line.from_bank_code}, ${line.from_account_number},
        ${line.transfer_at}::timestamptz, ${line.refer_transfer_id}
      from members m where m.uuid = ${memberUuid}::uuid
      returning id::text, member_id::text, ${memberUuid}::text as member_uuid`),
  )[0];

/** Whether the deposit is a fast/QR request of the line's receiving account. */
export const isFastDepositOfBank = async (tx: MoneyTx, depositId: string, bankId: string): Promise<boolean> =>
  rowsOf<{ ok: boolean }>(
    await tx.execute(
      sql`select deposit_bank_id = ${bankId}::bigint and method in ('FAST', 'QRCODE') as ok from deposits where id = ${depositId}::bigint`,
    ),
  )[0]?.ok === true;

export const markLineMatched = async (
  tx: MoneyTx,
  input: { lineId: string; depositId: string; staffId: bigint },
): Promise<void> => {
  await tx.execute(sql`
    update bank_statement_lines set status = 'MATCHED', deposit_id = ${input.depositId}::bigint,
      decided_by = ${input.staffId.toString()}::bigint, decided_at = now()
    where id = ${input.lineId}::bigint`);
};

export const markLineDismissed = async (
  tx: Database,
  input: { lineId: string; note: string; staffId: bigint },
): Promise<void> => {
  await tx.execute(sql`
    update bank_statement_lines set status = 'DISMISSED', note = ${input.note}, decided_by = ${input.staffId.toString()}::bigint,
      decided_at = now()
    where id = ${input.lineId}::bigint`);
};

/** Bank and server clocks differ a little: a transfer may look up to this much older than its request. */
export const CLOCK_SKEW = '5 minutes';

/**
 * The open fast/QR request a line pays, locked: same receiving account, prepareAmount equal to
 * the amount, transferred while it was open (not before it was made, allowing CLOCK_SKEW, nor
 * after it expired), and — when the line names the sender account — the
 * requesting member holds that account (statements often show only the last digits, so the
 * member's account number must end with it). The partial unique index guarantees at most one
 * candidate; FOR UPDATE makes a concurrent line for the same request wait and then find it gone.
 */
export const lockRequestForLine = async (
  tx: MoneyTx,
  bankId: string,
  line: StatementLineInput,
): Promise<{ id: string; member_id: string } | undefined> => {
  const sender = line.fromAccountNumber
    ? sql`and exists (select 1 from member_banks mb where mb.member_id = d.member_id
        and mb.account_number like ${`%${line.fromAccountNumber}`}
        ${line.fromBankCode ? sql`and mb.bank_code = ${line.fromBankCode}` : sql``})`
    : sql``;
  const [row] = rowsOf<{ id: string; member_id: string }>(
    await tx.execute(sql`
      select d.id::text, d.member_id::text from deposits d
      where d.deposit_bank_id = ${bankId}::bigint and d.status = 'PENDING' and d.method in ('FAST', 'QRCODE')
        and d.prepare_amount = ${line.amount.toString()}::bigint and d.expires_at >= ${line.transferAt}::timestamptz
        and d.created_at <= ${line.transferAt}::timestamptz + ${CLOCK_SKEW}::interval
        ${sender}
      for update of d`),
  );
  return row;
};

/** Records a hook's line as UNMATCHED; undefined when the account already has that reference. */
export const insertStatementLine = async (
  tx: MoneyTx,
  bankId: string,
  line: StatementLineInput,
): Promise<{ id: string } | undefined> =>
  rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into bank_statement_lines (deposit_bank_id, refer_transfer_id, amount, transfer_at, from_bank_code, from_account_number, status)
      values (${bankId}::bigint, ${line.referTransferId}, ${line.amount.toString()}::bigint, ${line.transferAt}::timestamptz,
        ${line.fromBankCode ?? null}, ${line.fromAccountNumber ?? null}, 'UNMATCHED')
      on conflict (deposit_bank_id, refer_transfer_id) do nothing
      returning id::text`),
  )[0];

export const statementLineUnderReference = async (
  tx: MoneyTx,
  bankId: string,
  referTransferId: string,
): Promise<{ deposit_id: string | null } | undefined> =>
  rowsOf<{ deposit_id: string | null }>(
    await tx.execute(sql`
      select deposit_id::text from bank_statement_lines
      where deposit_bank_id = ${bankId}::bigint and refer_transfer_id = ${referTransferId}`),
  )[0];

export const markLineMatchedByHook = async (
  tx: MoneyTx,
  lineId: string,
  depositId: string,
): Promise<void> => {
  await tx.execute(sql`
    update bank_statement_lines set status = 'MATCHED', deposit_id = ${depositId}::bigint where id = ${lineId}::bigint`);
};
