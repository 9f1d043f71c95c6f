import { satangToBaht, type adminDeposit, type DepositMethod } from '@chokdee/domain';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AuditActor, AuditEntry } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { creditDeposit } from './credit-deposit.ts';
import { type MoneyTx, runAuditedMoney } from '../wallet/index.ts';
import { findAdminDeposits } from './deposit-admin-rows.ts';
import { lockDeposit, markDepositRejected, type LockedDeposit } from './deposits-repository.ts';

export const lockPendingDeposit = async (tx: MoneyTx, id: string): Promise<LockedDeposit> => {
  const row = await lockDeposit(tx, id);
  if (!row) throw appError('DEPOSIT_NOT_FOUND');
  if (row.status !== 'PENDING') throw appError('ALREADY_DECIDED', { subject: 'deposit', status: row.status });
  return row;
};

export const adminDepositById = async (db: Database, id: string): Promise<z.output<typeof adminDeposit>> => {
  const [row] = await findAdminDeposits(db, sql`d.id = ${id}::bigint`);
  return row!;
};

const auditOf = (action: string, row: LockedDeposit, after: Record<string, unknown>): AuditEntry => ({
  action,
  targetType: 'member',
  targetId: row.member_uuid,
  before: {
    depositId: row.id,
    method: row.method,
    status: row.status,
    amount: satangToBaht(BigInt(row.amount)),
  },
  after: { depositId: row.id, ...after },
});

const requireMethod = (row: LockedDeposit, allowed: readonly DepositMethod[], action: string): void => {
  if (!allowed.includes(row.method)) throw appError('DEPOSIT_METHOD_REFUSED', { method: row.method, action });
};

// Fast/QR/TrueMoney requests are paid by a provider line (hook or staff match), never approved
// blind. A crypto request can be rejected: its transfer may never confirm, and an open request
// blocks the member's next one; a transfer that confirms later waits as UNMATCHED for staff.
const APPROVABLE = ['NORMAL'] as const;
const REJECTABLE = ['NORMAL', 'CRYPTO'] as const;

/** Approves a normal deposit: DEPOSIT of its amount and SUCCESS, audited, in one transaction. */
export const approveDeposit = async (
  db: Database,
  actor: AuditActor,
  input: { id: string; staffId: bigint },
): Promise<z.output<typeof adminDeposit>> =>
  runAuditedMoney(db, actor, async (tx) => {
    const row = await lockPendingDeposit(tx, input.id);
    requireMethod(row, APPROVABLE, 'approved');
    const entryId = await creditDeposit(tx, {
      depositId: row.id,
      memberId: row.member_id,
      amount: BigInt(row.amount),
      staffId: input.staffId,
      remark: { code: 'DEPOSIT_APPROVED' },
    });
    return {
      result: await adminDepositById(tx, row.id),
      replayed: false,
      audits: [auditOf('deposit.approve', row, { status: 'SUCCESS', entryId: entryId.toString() })],
    };
  });

/** Rejects a normal deposit or an open crypto request with a reason shown to the member; no money moves. Audited. */
export const rejectDeposit = async (
  db: Database,
  actor: AuditActor,
  input: { id: string; reason: string; staffId: bigint },
): Promise<z.output<typeof adminDeposit>> =>
  runAuditedMoney(db, actor, async (tx) => {
    const row = await lockPendingDeposit(tx, input.id);
    requireMethod(row, REJECTABLE, 'rejected');
    await markDepositRejected(tx, { id: row.id, reason: input.reason, staffId: input.staffId });
    return {
      result: await adminDepositById(tx, row.id),
      replayed: false,
      audits: [auditOf('deposit.reject', row, { status: 'REJECTED', reason: input.reason })],
    };
  });
