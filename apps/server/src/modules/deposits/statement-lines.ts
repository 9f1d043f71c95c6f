import {
  satang,
  satangToBaht,
  type adminStatementLine,
  type adminStatementLinesResult,
  type StatementLineStatus,
} from '@chokdee/domain';
import type { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { totalledList, whereAll, within } from '../../platform/paged-list.ts';
import { creditDeposit } from './credit-deposit.ts';
import { type MoneyTx, runAuditedMoney } from '../wallet/index.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { lockPendingDeposit } from './decide-deposit.ts';

interface LineRow {
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

const findLines = async (
  db: Database,
  where: SQL,
  limit: number,
  offset: number,
): Promise<z.output<typeof adminStatementLine>[]> =>
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
  ).map((row) => ({
    id: row.id,
    bankId: row.bank_id,
    bankCode: row.bank_code,
    bankAccountNumber: row.bank_account_number,
    referTransferId: row.refer_transfer_id,
    amount: satang(row.amount),
    transferAt: row.transfer_at,
    fromBankCode: row.from_bank_code,
    fromAccountNumber: row.from_account_number,
    status: row.status,
    depositId: row.deposit_id,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
    note: row.note,
    receivedAt: row.received_at,
  }));

const lineById = async (db: Database, id: string): Promise<z.output<typeof adminStatementLine>> => {
  const [line] = await findLines(db, sql`l.id = ${id}::bigint`, 1, 0);
  return line!;
};

export interface StatementLinesQuery {
  status: StatementLineStatus;
  bankId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/** The statement lines queue (UNMATCHED by default), oldest first, with count and sum. */
export const listStatementLines = (
  db: Database,
  query: StatementLinesQuery,
): Promise<z.output<typeof adminStatementLinesResult>> => {
  const where = whereAll([
    sql`l.status = ${query.status}`,
    query.bankId ? sql`l.deposit_bank_id = ${query.bankId}::bigint` : undefined,
    ...within(sql`l.received_at`, query),
  ]);
  return totalledList(db, {
    from: sql`bank_statement_lines l`,
    where,
    amount: sql`l.amount`,
    page: query,
    rows: ({ limit, offset }) => findLines(db, where, limit, offset),
  });
};

interface LockedLine {
  id: string;
  bank_id: string;
  amount: string;
  refer_transfer_id: string;
  transfer_at: string;
  from_bank_code: string | null;
  from_account_number: string | null;
}

const lockUnmatchedLine = async (tx: Database, id: string): Promise<LockedLine> => {
  const [row] = rowsOf<LockedLine & { status: StatementLineStatus }>(
    await tx.execute(sql`
      select id::text, deposit_bank_id::text as bank_id, amount::text, refer_transfer_id, transfer_at::text, from_bank_code,
        from_account_number, status
      from bank_statement_lines where id = ${id}::bigint for update`),
  );
  if (!row) throw appError('STATEMENT_LINE_NOT_FOUND');
  if (row.status !== 'UNMATCHED')
    throw appError('ALREADY_DECIDED', { subject: 'statement line', status: row.status });
  return row;
};

// A line with no request: staff credit the member directly, as a NORMAL deposit they confirmed.
const depositForMember = async (
  tx: MoneyTx,
  line: LockedLine,
  memberUuid: string,
): Promise<{ id: string; member_id: string; member_uuid: string }> => {
  const [row] = rowsOf<{ id: string; member_id: string; member_uuid: string }>(
    await tx.execute(sql`
      insert into deposits (member_id, method, deposit_bank_id, amount, from_bank_code, from_account_number, deposit_at, refer_transfer_id)
      select m.id, 'NORMAL', ${line.bank_id}::bigint, ${line.amount}::bigint, ${line.from_bank_code}, ${line.from_account_number},
        ${line.transfer_at}::timestamptz, ${line.refer_transfer_id}
      from members m where m.uuid = ${memberUuid}::uuid
      returning id::text, member_id::text, ${memberUuid}::text as member_uuid`),
  );
  if (!row) throw appError('MEMBER_NOT_FOUND');
  return row;
};

/**
 * Matches an UNMATCHED line by hand: to an open fast/QR request of the same receiving account
 * (credited with what arrived), or to a member (a new deposit credited at once). Line, deposit,
 * DEPOSIT entry and audit row in one transaction; a second match of the line is 409.
 */
export const matchStatementLine = async (
  db: Database,
  actor: AuditActor,
  input: { lineId: string; depositId?: string; memberUuid?: string; staffId: bigint },
): Promise<z.output<typeof adminStatementLine>> =>
  runAuditedMoney(db, actor, async (tx) => {
    const line = await lockUnmatchedLine(tx, input.lineId);
    let deposit: { id: string; member_id: string; member_uuid: string };
    if (input.depositId) {
      const locked = await lockPendingDeposit(tx, input.depositId);
      const [sameBank] = rowsOf<{ ok: boolean }>(
        await tx.execute(
          sql`select deposit_bank_id = ${line.bank_id}::bigint and method in ('FAST', 'QRCODE') as ok from deposits where id = ${locked.id}::bigint`,
        ),
      );
      if (!sameBank?.ok) throw appError('STATEMENT_LINE_MISMATCH');
      deposit = locked;
    } else {
      deposit = await depositForMember(tx, line, input.memberUuid!);
    }
    const entryId = await creditDeposit(tx, {
      depositId: deposit.id,
      memberId: deposit.member_id,
      amount: BigInt(line.amount),
      referTransferId: line.refer_transfer_id,
      staffId: input.staffId,
      remark: { code: 'STATEMENT_LINE_MATCHED', params: { reference: line.refer_transfer_id } },
    });
    await tx.execute(sql`
      update bank_statement_lines set status = 'MATCHED', deposit_id = ${deposit.id}::bigint,
        decided_by = ${input.staffId.toString()}::bigint, decided_at = now()
      where id = ${line.id}::bigint`);
    return {
      result: await lineById(tx, line.id),
      replayed: false,
      audits: [
        {
          action: 'deposit.statement.match',
          targetType: 'member',
          targetId: deposit.member_uuid,
          before: { lineId: line.id, referTransferId: line.refer_transfer_id, status: 'UNMATCHED' },
          after: {
            lineId: line.id,
            status: 'MATCHED',
            depositId: deposit.id,
            amount: satangToBaht(BigInt(line.amount)),
            entryId: entryId.toString(),
          },
        },
      ],
    };
  });

/** Dismisses an UNMATCHED line (not a member's money: a refund, a test transfer) with a note. Audited. */
export const dismissStatementLine = async (
  db: Database,
  actor: AuditActor,
  input: { lineId: string; note: string; staffId: bigint },
): Promise<z.output<typeof adminStatementLine>> =>
  withAudit(db, actor, async (tx) => {
    const line = await lockUnmatchedLine(tx, input.lineId);
    await tx.execute(sql`
      update bank_statement_lines set status = 'DISMISSED', note = ${input.note}, decided_by = ${input.staffId.toString()}::bigint,
        decided_at = now()
      where id = ${line.id}::bigint`);
    return {
      result: await lineById(tx, line.id),
      audit: {
        action: 'deposit.statement.dismiss',
        targetType: 'bank_statement_line',
        targetId: line.id,
        before: {
          status: 'UNMATCHED',
          referTransferId: line.refer_transfer_id,
          amount: satangToBaht(BigInt(line.amount)),
        },
        after: { status: 'DISMISSED', note: input.note },
      },
    };
  });
