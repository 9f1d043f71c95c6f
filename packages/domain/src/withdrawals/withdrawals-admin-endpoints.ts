import { endpoint } from '../contract/endpoint.ts';
import { staffActions } from '../contract/staff-actions.ts';
import {
  adminMemberBank,
  adminMemberBanksQuery,
  adminMemberBanksResult,
  adminMemberBankVerifyRequest,
  adminWithdrawal,
  adminWithdrawalApproveRequest,
  adminWithdrawalRejectRequest,
  adminWithdrawalsQuery,
  adminWithdrawalsResult,
} from '../wallet/withdraw-schemas.ts';

const tags = ['admin: withdrawals'];

const withdrawalDecisions = staffActions(
  {
    path: '/api/admin/withdrawals',
    access: 'withdrawals.decide',
    row: adminWithdrawal,
    tags,
    list: {
      access: 'withdrawals.view',
      query: adminWithdrawalsQuery,
      response: adminWithdrawalsResult,
      summary:
        'Withdrawals, oldest first, with filters (status, user name prefix or member uuid, created from/to) and totals',
    },
  },
  {
    approve: {
      body: adminWithdrawalApproveRequest,
      errors: ['WITHDRAWAL_NOT_FOUND', 'ALREADY_DECIDED', 'SECOND_APPROVER_REQUIRED'],
      summary:
        'Approve a withdrawal: pays it (WITHDRAW entry) with the transfer reference, or, above WITHDRAW_TWO_PERSON_ABOVE_BAHT, records the first of two approvals. Audited.',
      description:
        'Paying needs `reference` (400). The second approval by the first approver: 409. Already decided: 409.',
    },
    reject: {
      body: adminWithdrawalRejectRequest,
      errors: ['WITHDRAWAL_NOT_FOUND', 'ALREADY_DECIDED'],
      summary: 'Reject a pending withdrawal with a reason: the held amount is available again. Audited.',
    },
  },
);
export const adminWithdrawalsApproveEndpoint = withdrawalDecisions.approve;
export const adminWithdrawalsRejectEndpoint = withdrawalDecisions.reject;
export const adminWithdrawalsListEndpoint = withdrawalDecisions.list;

export const adminMemberBanksListEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/member-banks.list',
  auth: { staff: 'withdrawals.view' },
  query: adminMemberBanksQuery,
  response: adminMemberBanksResult,
  summary: "Members' bank accounts (filter verified, member uuid), oldest first",
  tags,
});

export const adminMemberBanksVerifyEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/member-banks.verify',
  auth: { staff: 'banks.verify' },
  body: adminMemberBankVerifyRequest,
  response: adminMemberBank,
  errors: ['BANK_ACCOUNT_NOT_FOUND'],
  summary: "Mark a member bank account's holder name as checked (optionally correcting it). Audited.",
  tags,
});
