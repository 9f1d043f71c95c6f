import {
  satang,
  satangToBaht,
  type adminStatementLine,
  type adminStatementLinesResult,
} from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { creditDeposit } from './credit-deposit.ts';
import { type MoneyTx, runAuditedMoney } from '../wallet/index.ts';
import { lockPendingDeposit } from './decide-deposit.ts';
import {
  insertLineDeposit,
  isFastDepositOfBank,
  lockStatementLine,
  markLineDismissed,
  markLineMatched,
  lineRowById,
  statementLinesPage,
  type LineRow,
  type LockedLine,
  type StatementLinesFilter,
} from './statement-lines-repository.ts';

const lineView = (row: LineRow): z.output<typeof adminStatementLine> => ({
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
});

const lineById = async (db: Database, id: string): Promise<z.output<typeof adminStatementLine>> =>
  lineView((await lineRowById(db, id))!);

export interface StatementLinesQuery extends StatementLinesFilter {
  page: number;
  pageSize: number;
}

/** The statement lines queue (UNMATCHED by default), oldest first, with count and sum. */
export const listStatementLines = async (
  db: Database,
  query: StatementLinesQuery,
): Promise<z.output<typeof adminStatementLinesResult>> => {
  const list = await statementLinesPage(db, query, query);
  return { ...list, items: list.items.map(lineView) };
};

const lockUnmatchedLine = async (tx: Database, id: string): Promise<LockedLine> => {
  const row = await lockStatementLine(tx, id);
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
  const row = await insertLineDeposit(tx, line, memberUuid);
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
      if (!(await isFastDepositOfBank(tx, locked.id, line.bank_id)))
        throw appError('STATEMENT_LINE_MISMATCH');
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
    await markLineMatched(tx, { lineId: line.id, depositId: deposit.id, staffId: input.staffId });
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
    await markLineDismissed(tx, { lineId: line.id, note: input.note, staffId: input.staffId });
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
