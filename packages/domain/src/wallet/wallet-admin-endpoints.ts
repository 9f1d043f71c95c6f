import { endpoint } from '../contract/endpoint.ts';
import {
  adminReconciliationResult,
  adminWalletAdjustRequest,
  adminWalletAdjustResult,
  adminWalletLedgerQuery,
  adminWalletLedgerResult,
  adminWalletMoveRequest,
  adminWalletMoveResult,
  adminWalletReconciliationQuery,
} from '../admin/wallet-schemas.ts';

const tags = ['admin: wallet'];

export const adminWalletAdjustEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/wallet.adjust',
  auth: { staff: 'wallet.adjust' },
  body: adminWalletAdjustRequest,
  response: adminWalletAdjustResult,
  idempotencyKey: 'required',
  errors: ['IDEMPOTENCY_MISMATCH', 'SUPER_ADMIN_REQUIRED', 'INSUFFICIENT_BALANCE', 'MEMBER_NOT_FOUND'],
  summary: "Increase or decrease a member's cash with a reason (ADMIN_INCREASE / ADMIN_DECREASE). Audited.",
  description:
    '`Idempotency-Key` header required (1-100 chars, per staff member): the same key and body answer the first result with `replayed: true` and nothing moves; ' +
    'another body → 409 IDEMPOTENCY_MISMATCH. Above ADMIN_ADJUST_SUPER_ADMIN_ABOVE_BAHT only a Super Admin (403). A decrease beyond the balance → 409 INSUFFICIENT_BALANCE.',
  tags,
});

export const adminWalletMoveEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/wallet.move',
  auth: { staff: 'wallet.adjust' },
  body: adminWalletMoveRequest,
  response: adminWalletMoveResult,
  idempotencyKey: 'required',
  errors: ['IDEMPOTENCY_MISMATCH', 'SUPER_ADMIN_REQUIRED', 'INSUFFICIENT_BALANCE', 'MEMBER_NOT_FOUND'],
  summary:
    'Move cash from one member to another (ADMIN_MOVE_DECREASE + ADMIN_MOVE_INCREASE, both or neither). Audited.',
  description:
    'Same Idempotency-Key and threshold rules as wallet.adjust. Same member twice → 400; source without funds → 409 INSUFFICIENT_BALANCE, neither side changes.',
  tags,
});

export const adminWalletLedgerEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/wallet.ledger',
  auth: { staff: 'wallet.view' },
  query: adminWalletLedgerQuery,
  response: adminWalletLedgerResult,
  errors: ['MEMBER_NOT_FOUND'],
  summary:
    "A member's postings on all their accounts (cash, affiliate cash, points), newest first, paged; with current balances",
  description:
    '`from` inclusive, `to` exclusive (ISO 8601 instants); `account` filters one account. Answer: `{ member, balances, items, total, page, pageSize }`.',
  tags,
});

export const adminWalletReconciliationEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/wallet.reconciliation',
  auth: { staff: 'wallet.view' },
  query: adminWalletReconciliationQuery,
  response: adminReconciliationResult,
  summary:
    "Reconciliation report: every unit sums to 0, member balances = sums of postings, house balances, the day's counts",
  description:
    "`day` = YYYY-MM-DD, a Bangkok day (default today). The checks cover the whole ledger as of now; counts are the day's. Read-only.",
  tags,
});
