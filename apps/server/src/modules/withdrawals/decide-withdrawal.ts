import { satangToBaht, type adminWithdrawal, type Satang } from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AuditActor, AuditEntry } from '../../platform/audit/index.ts';
import { appError, validationError } from '../../platform/errors.ts';
import { notifyMember } from '../notifications/index.ts';
import { type MoneyTx, postHold, runAuditedMoney, voidHold } from '../wallet/index.ts';
import { adminWithdrawalOf } from './withdrawal-rows.ts';
import {
  adminWithdrawalRow,
  lockWithdrawal,
  recordDecision,
  type LockedWithdrawal,
} from './withdrawals-repository.ts';

export const REFERENCE_REQUIRED_MESSAGE = 'Enter the bank transfer reference to pay this withdrawal';

/** The withdrawal locked (two staff deciding it at once are serialised), still undecided. */
const undecided = async (tx: MoneyTx, id: string): Promise<LockedWithdrawal> => {
  const row = await lockWithdrawal(tx, id);
  if (!row) throw appError('WITHDRAWAL_NOT_FOUND');
  if (row.status === 'APPROVED' || row.status === 'REJECTED')
    throw appError('ALREADY_DECIDED', { subject: 'withdrawal', status: row.status });
  return row;
};

const answer = async (
  tx: MoneyTx,
  id: string,
  twoPersonAboveSatang: Satang,
): Promise<z.output<typeof adminWithdrawal>> =>
  adminWithdrawalOf((await adminWithdrawalRow(tx, id))!, twoPersonAboveSatang);

const auditOf = (action: string, row: LockedWithdrawal, after: Record<string, unknown>): AuditEntry => ({
  action,
  targetType: 'member',
  targetId: row.member_uuid,
  before: { withdrawalId: row.id, status: row.status, amount: satangToBaht(BigInt(row.amount)) },
  after: { withdrawalId: row.id, amount: satangToBaht(BigInt(row.amount)), ...after },
});

export interface ApproveInput {
  id: string;
  reference?: string | undefined;
  staffId: bigint;
  twoPersonAboveSatang: Satang;
}

/**
 * Approves a withdrawal. Above the two-person amount the first approval only marks it
 * APPROVED_1; a second, different staff member's approval pays it. Paying = postHold (one
 * WITHDRAW entry: member CASH -> HOUSE_BANK_CLEARING, remark = the transfer reference) and
 * status APPROVED. Audited in the same transaction.
 */
export const approveWithdrawal = async (
  db: Database,
  actor: AuditActor,
  input: ApproveInput,
): Promise<z.output<typeof adminWithdrawal>> =>
  runAuditedMoney(db, actor, async (tx) => {
    const row = await undecided(tx, input.id);
    const staff = input.staffId.toString();
    const needsTwo = BigInt(row.amount) > input.twoPersonAboveSatang;
    if (needsTwo && row.status === 'PENDING') {
      await recordDecision(tx, row.id, { status: 'APPROVED_1', staff });
      const result = await answer(tx, row.id, input.twoPersonAboveSatang);
      return {
        result,
        replayed: false,
        audits: [auditOf('withdrawal.approve.first', row, { status: 'APPROVED_1' })],
      };
    }
    if (needsTwo && row.first_approved_by === staff) throw appError('SECOND_APPROVER_REQUIRED');
    if (!input.reference) throw validationError({ reference: REFERENCE_REQUIRED_MESSAGE });
    const posted = await postHold(tx, {
      holdId: BigInt(row.hold_id),
      type: 'WITHDRAW',
      to: 'HOUSE_BANK_CLEARING',
      idempotencyKey: `withdraw-pay:${row.id}`,
      remark: input.reference,
      staffId: input.staffId,
    });
    await recordDecision(tx, row.id, { status: 'APPROVED', staff, reference: input.reference });
    await notifyMember(tx, { uuid: row.member_uuid }, 'WITHDRAWAL_PAID', {
      amount: satangToBaht(BigInt(row.amount)),
    });
    const result = await answer(tx, row.id, input.twoPersonAboveSatang);
    return {
      result,
      replayed: false,
      audits: [
        auditOf('withdrawal.approve', row, {
          status: 'APPROVED',
          reference: input.reference,
          entryId: posted.entryId.toString(),
        }),
      ],
    };
  });

/** Rejects a withdrawal with a reason: voidHold gives the held amount back (no entry). Audited. */
export const rejectWithdrawal = async (
  db: Database,
  actor: AuditActor,
  input: { id: string; reason: string; staffId: bigint; twoPersonAboveSatang: Satang },
): Promise<z.output<typeof adminWithdrawal>> =>
  runAuditedMoney(db, actor, async (tx) => {
    const row = await undecided(tx, input.id);
    await voidHold(tx, BigInt(row.hold_id));
    await recordDecision(tx, row.id, {
      status: 'REJECTED',
      staff: input.staffId.toString(),
      reason: input.reason,
    });
    await notifyMember(tx, { uuid: row.member_uuid }, 'WITHDRAWAL_REJECTED', {
      amount: satangToBaht(BigInt(row.amount)),
    });
    const result = await answer(tx, row.id, input.twoPersonAboveSatang);
    return {
      result,
      replayed: false,
      audits: [auditOf('withdrawal.reject', row, { status: 'REJECTED', reason: input.reason })],
    };
  });
