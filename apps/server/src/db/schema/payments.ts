import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, bigintColumn, createdAtColumn, updatedAtColumn } from './columns.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';
import { ledgerHolds } from './wallet.ts';

/**
 * A member's own bank accounts (withdrawals are paid to them). An account number belongs to one
 * member only; exactly one account per member is the withdrawal account. There is no bank lookup
 * service: `account_name` is copied from the member's profile name and stays unverified until
 * staff check it (`name_verified_at`).
 */
export const memberBanks = pgTable(
  'member_banks',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    /** A code of the domain's THAI_BANKS list (KBANK, SCB ...). */
    bankCode: text('bank_code').notNull(),
    /** Digits only, the bank's length. */
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    isWithdrawal: boolean('is_withdrawal').notNull().default(false),
    nameVerifiedAt: timestamp('name_verified_at', { withTimezone: true }),
    nameVerifiedBy: bigintColumn('name_verified_by').references(() => staff.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('member_banks_bank_code_account_number_idx').on(t.bankCode, t.accountNumber),
    uniqueIndex('member_banks_withdrawal_idx')
      .on(t.memberId)
      .where(sql`${t.isWithdrawal}`),
    index('member_banks_member_id_idx').on(t.memberId, t.id),
    check('member_banks_account_number_check', sql`${t.accountNumber} ~ '^[0-9]+$'`),
  ],
);

/**
 * A member's withdrawal request. The amount is held on the member's CASH account at once
 * (`hold_id`); the staff approval posts the hold (a WITHDRAW entry), a rejection voids it.
 * PENDING -> (APPROVED_1 ->) APPROVED, or PENDING/APPROVED_1 -> REJECTED. APPROVED_1 is the first
 * of two approvals a large withdrawal needs.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    memberBankId: bigintColumn('member_bank_id')
      .notNull()
      .references(() => memberBanks.id),
    /** The destination as it was when requested (the member bank row may be edited later). */
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    /** Satang. */
    amount: bigintColumn('amount').notNull(),
    status: text('status').notNull().default('PENDING'),
    holdId: bigintColumn('hold_id')
      .notNull()
      .references(() => ledgerHolds.id),
    /** The member's Idempotency-Key header, if any: a replay answers the first withdrawal. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    firstApprovedBy: bigintColumn('first_approved_by').references(() => staff.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    decidedBy: bigintColumn('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The bank transfer reference staff entered when paying. */
    reference: text('reference'),
    /** Why staff rejected it (shown to the member). */
    reason: text('reason'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('withdrawals_member_created_idx').on(t.memberId, t.createdAt.desc()),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('withdrawals_member_idempotency_key_idx').on(t.memberId, t.idempotencyKey),
    // Belt and braces for "wait for the old transaction to finish": one open withdrawal a member.
    uniqueIndex('withdrawals_open_member_idx')
      .on(t.memberId)
      .where(sql`${t.status} in ('PENDING', 'APPROVED_1')`),
    uniqueIndex('withdrawals_hold_id_idx').on(t.holdId),
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
    check('withdrawals_status_check', sql`${t.status} in ('PENDING', 'APPROVED_1', 'APPROVED', 'REJECTED')`),
  ],
);
