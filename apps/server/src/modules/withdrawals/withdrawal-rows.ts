import {
  satang,
  type adminWithdrawal,
  type memberWithdrawal,
  type Satang,
  type WithdrawalStatus,
} from '@chokdee/domain';
import type { z } from 'zod';

/** A withdrawal with its member and deciding staff, as the repository reads it for the back office. */
export interface AdminWithdrawalRow {
  id: string;
  member_uuid: string;
  user_name: string;
  amount: string;
  status: WithdrawalStatus;
  bank_code: string;
  account_number: string;
  account_name: string;
  bank_verified: boolean;
  reference: string | null;
  reason: string | null;
  first_approved_by: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A withdrawal as the repository reads it for its member. */
export interface MemberWithdrawalRow {
  id: string;
  amount: string;
  status: WithdrawalStatus;
  bank_code: string;
  account_number: string;
  account_name: string;
  reference: string | null;
  reason: string | null;
  created_at: string;
  updated_at: string;
}

/** The back office's view of a withdrawal: baht, and whether it needs two approvals. */
export const adminWithdrawalOf = (
  row: AdminWithdrawalRow,
  twoPersonAboveSatang: Satang,
): z.output<typeof adminWithdrawal> => ({
  id: row.id,
  memberUuid: row.member_uuid,
  userName: row.user_name,
  amount: satang(row.amount),
  status: row.status,
  bankCode: row.bank_code,
  bankAccountNumber: row.account_number,
  bankAccountName: row.account_name,
  bankVerified: row.bank_verified,
  needsTwoApprovals: BigInt(row.amount) > twoPersonAboveSatang,
  reference: row.reference,
  reason: row.reason,
  firstApprovedBy: row.first_approved_by,
  decidedBy: row.decided_by,
  decidedAt: row.decided_at,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export const memberWithdrawalOf = (row: MemberWithdrawalRow): z.output<typeof memberWithdrawal> => ({
  id: row.id,
  amount: satang(row.amount),
  status: row.status,
  bankCode: row.bank_code,
  bankAccountNumber: row.account_number,
  bankAccountName: row.account_name,
  reference: row.reference,
  reason: row.reason,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});
