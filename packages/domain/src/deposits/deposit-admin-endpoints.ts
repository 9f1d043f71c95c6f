import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { staffActions } from '../contract/staff-actions.ts';
import {
  adminDeposit,
  adminDepositApproveRequest,
  adminDepositRejectRequest,
  adminDepositsQuery,
  adminDepositsResult,
} from './deposit-admin-schemas.ts';
import {
  adminDepositBank,
  adminDepositBankRequest,
  adminDepositBankUpdateRequest,
} from './deposit-bank-admin-schemas.ts';
import {
  adminStatementDismissRequest,
  adminStatementLine,
  adminStatementLinesQuery,
  adminStatementLinesResult,
  adminStatementMatchRequest,
} from './statement-line-admin-schemas.ts';

const tags = ['admin: deposits'];

const depositDecisions = staffActions(
  {
    path: '/api/admin/deposits',
    access: 'deposits.decide',
    row: adminDeposit,
    tags,
    list: {
      access: 'deposits.view',
      query: adminDepositsQuery,
      response: adminDepositsResult,
      summary:
        'Deposits, oldest first, with filters (status, method, user name prefix or member uuid, created from/to) and totals',
    },
  },
  {
    approve: {
      body: adminDepositApproveRequest,
      summary: 'Approve a pending normal deposit: DEPOSIT entry of its amount, status SUCCESS. Audited.',
      description:
        'Not pending: 409. A fast/QR request is paid by matching its statement line, not approved: 409.',
    },
    reject: {
      body: adminDepositRejectRequest,
      summary: 'Reject a pending normal deposit with a reason (shown to the member). Audited.',
    },
  },
);
export const adminDepositsApproveEndpoint = depositDecisions.approve;
export const adminDepositsRejectEndpoint = depositDecisions.reject;
export const adminDepositsListEndpoint = depositDecisions.list;

const statementLineDecisions = staffActions(
  {
    path: '/api/admin/statement-lines',
    access: 'deposits.decide',
    row: adminStatementLine,
    tags,
    list: {
      access: 'deposits.view',
      query: adminStatementLinesQuery,
      response: adminStatementLinesResult,
      summary: 'Incoming bank statement lines (UNMATCHED by default), oldest first, with count and sum',
    },
  },
  {
    match: {
      body: adminStatementMatchRequest,
      summary:
        'Match an unmatched line to an open fast/QR request of the same account ({ lineId, depositId }) or credit a member ({ lineId, memberUuid }). Audited.',
      description: 'Credits what arrived (the line amount). Line not UNMATCHED or request not PENDING: 409.',
    },
    dismiss: {
      body: adminStatementDismissRequest,
      summary: 'Dismiss an unmatched line (not a member deposit) with a note. Audited.',
    },
  },
);
export const adminStatementLinesMatchEndpoint = statementLineDecisions.match;
export const adminStatementLinesDismissEndpoint = statementLineDecisions.dismiss;
export const adminStatementLinesListEndpoint = statementLineDecisions.list;

export const adminDepositBanksListEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/deposit-banks.list',
  auth: { staff: 'deposits.view' },
  response: z.array(adminDepositBank),
  summary: 'Every receiving account (active or not) with its PromptPay id and open requests',
  tags,
});

export const adminDepositBanksCreateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/deposit-banks.create',
  auth: { staff: 'deposits.banks' },
  body: adminDepositBankRequest,
  response: adminDepositBank,
  summary: 'Add a receiving account (spec bank body + fast, promptpayId, active). Audited.',
  description: 'fast needs botUpdate (400). The same bank + number twice: 409.',
  tags,
});

export const adminDepositBanksUpdateEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/deposit-banks.update',
  auth: { staff: 'deposits.banks' },
  body: adminDepositBankUpdateRequest,
  response: adminDepositBank,
  summary: 'Change a receiving account (incl. botUpdate, fast, PromptPay id, active). Audited.',
  tags,
});
