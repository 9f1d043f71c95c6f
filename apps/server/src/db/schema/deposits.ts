import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, bigintColumn, createdAtColumn, updatedAtColumn } from './columns.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';
import { ledgerEntries } from './wallet.ts';

/** Raw bytes (a slip image); drizzle has no built-in bytea column. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The site's own receiving bank accounts (spec `bank` body: bankId, bankCode, accountNumber, name,
 * botUpdate). `bot_update`: a statement bot reads this account and calls the bank-statement hook;
 * only such an account can take fast deposits (`fast_enabled`), because a fast request is credited
 * by the hook alone. `promptpay_id`: the PromptPay id (phone, national id or e-wallet id) that pays
 * into this account; QR requests are made against an account that has one.
 */
export const depositBanks = pgTable(
  'deposit_banks',
  {
    id: idColumn(),
    /** A code of the domain's THAI_BANKS list. */
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The account holder's name as the member must see it before transferring. */
    name: text('name').notNull(),
    botUpdate: boolean('bot_update').notNull().default(false),
    fastEnabled: boolean('fast_enabled').notNull().default(false),
    promptpayId: text('promptpay_id'),
    /** Off: hidden from members and takes no new request; its history stays. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('deposit_banks_bank_code_account_number_idx').on(t.bankCode, t.accountNumber),
    check('deposit_banks_account_number_check', sql`${t.accountNumber} ~ '^[0-9]+$'`),
    check('deposit_banks_fast_needs_bot_check', sql`not ${t.fastEnabled} or ${t.botUpdate}`),
    check(
      'deposit_banks_promptpay_id_check',
      sql`${t.promptpayId} is null or ${t.promptpayId} ~ '^[0-9]{10,15}$'`,
    ),
  ],
);

/**
 * A member's deposit request, every method in one table (docs/deposits.md).
 * status: PENDING -> SUCCESS | EXPIRED | REJECTED, nothing else (a SUCCESS row has its DEPOSIT
 * entry in `entry_id`; the ledger entry also refers back to it: ref_type 'deposit', ref_id id).
 *
 * FAST/QRCODE: `prepare_amount` = `amount` + a satang offset (`prepare_index` of
 * `prepare_total` slots) unique among the PENDING requests of the receiving account
 * (deposits_open_prepare_amount_idx), so one statement line matches at most one request.
 * An open request past `expires_at` is expired before a new one to the same account is made, and
 * by the scheduler; the matcher ignores lines transferred after `expires_at`.
 * NORMAL: the member's own form (channel, sender account, depositAt) + an optional slip; staff
 * decide. TRUEMONEY/CRYPTO rows use the same state machine; their method-specific data lives in
 * their own tables keyed by deposit id.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    method: text('method').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** The receiving account (FAST, QRCODE, NORMAL). */
    depositBankId: bigintColumn('deposit_bank_id').references(() => depositBanks.id),
    /** Satang the member asked to deposit. */
    amount: bigintColumn('amount').notNull(),
    /** Satang to transfer exactly (FAST/QRCODE): amount + offset. What is credited is what arrived. */
    prepareAmount: bigintColumn('prepare_amount'),
    prepareIndex: integer('prepare_index'),
    prepareTotal: integer('prepare_total'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The bank's transfer reference of the statement line that paid it. */
    referTransferId: text('refer_transfer_id'),
    /** Satang credited (SUCCESS). */
    creditedAmount: bigintColumn('credited_amount'),
    entryId: bigintColumn('entry_id').references(() => ledgerEntries.id),
    // NORMAL: the member's form (spec manual deposit body).
    channel: text('channel'),
    channelName: text('channel_name'),
    fromBankCode: text('from_bank_code'),
    fromAccountNumber: text('from_account_number'),
    fromAccountName: text('from_account_name'),
    depositAt: timestamp('deposit_at', { withTimezone: true }),
    /** The member's Idempotency-Key header, if any (NORMAL): a replay answers the first request. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    decidedBy: bigintColumn('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why staff rejected it (shown to the member). */
    reason: text('reason'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('deposits_member_created_idx').on(t.memberId, t.createdAt.desc()),
    index('deposits_status_method_created_idx').on(t.status, t.method, t.createdAt),
    // The matcher's lookup and the uniqueness that makes a line match at most one request.
    uniqueIndex('deposits_open_prepare_amount_idx')
      .on(t.depositBankId, t.prepareAmount)
      .where(sql`${t.status} = 'PENDING' and ${t.method} in ('FAST', 'QRCODE')`),
    // One open fast/QR request a member: the queue page shows exactly one.
    uniqueIndex('deposits_open_member_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'PENDING' and ${t.method} in ('FAST', 'QRCODE')`),
    uniqueIndex('deposits_member_idempotency_key_idx').on(t.memberId, t.idempotencyKey),
    uniqueIndex('deposits_entry_id_idx').on(t.entryId),
    check('deposits_method_check', sql`${t.method} in ('FAST', 'QRCODE', 'NORMAL', 'TRUEMONEY', 'CRYPTO')`),
    check('deposits_status_check', sql`${t.status} in ('PENDING', 'SUCCESS', 'EXPIRED', 'REJECTED')`),
    check('deposits_amount_check', sql`${t.amount} > 0`),
    check(
      'deposits_prepared_check',
      sql`${t.method} not in ('FAST', 'QRCODE') or (${t.depositBankId} is not null and ${t.prepareAmount} is not null and ${t.expiresAt} is not null)`,
    ),
    check('deposits_success_entry_check', sql`(${t.status} = 'SUCCESS') = (${t.entryId} is not null)`),
  ],
);

/** The slip image of a NORMAL deposit (checked type and size), apart so deposit scans stay narrow. */
export const depositSlips = pgTable('deposit_slips', {
  depositId: bigintColumn('deposit_id')
    .primaryKey()
    .references(() => deposits.id),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * Incoming credits read from a receiving account's statement (POST /api/hooks/bank-statement).
 * One row per (account, bank reference): a replayed line hits the unique index and is a
 * DUPLICATE. status: MATCHED (deposit_id set, credited) | UNMATCHED (waits for staff) ->
 * MATCHED or DISMISSED.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: idColumn(),
    depositBankId: bigintColumn('deposit_bank_id')
      .notNull()
      .references(() => depositBanks.id),
    referTransferId: text('refer_transfer_id').notNull(),
    /** Satang. */
    amount: bigintColumn('amount').notNull(),
    transferAt: timestamp('transfer_at', { withTimezone: true }).notNull(),
    fromBankCode: text('from_bank_code'),
    fromAccountNumber: text('from_account_number'),
    status: text('status').notNull(),
    depositId: bigintColumn('deposit_id').references(() => deposits.id),
    /** Staff who matched or dismissed it by hand, and why (dismiss). */
    decidedBy: bigintColumn('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_bank_refer_idx').on(t.depositBankId, t.referTransferId),
    uniqueIndex('bank_statement_lines_deposit_id_idx').on(t.depositId),
    index('bank_statement_lines_status_received_idx').on(t.status, t.receivedAt),
    check('bank_statement_lines_amount_check', sql`${t.amount} > 0`),
    check('bank_statement_lines_status_check', sql`${t.status} in ('MATCHED', 'UNMATCHED', 'DISMISSED')`),
    check(
      'bank_statement_lines_matched_check',
      sql`(${t.status} = 'MATCHED') = (${t.depositId} is not null)`,
    ),
  ],
);
