import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, bigintColumn, createdAtColumn } from './columns.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';

/**
 * The wallet ledger (docs/ledger.md). Money moves only through modules/wallet postEntry; the
 * migration adds what drizzle cannot express: triggers keeping entries and postings immutable and
 * every entry balanced per unit, and the house account rows.
 *
 * An account is a member's (member_id set: CASH, AF_CASH, POINTS) or the house's (member_id null,
 * one row per HOUSE_* kind). Only member accounts keep `balance`/`held` up to date per entry; a
 * house account's balance is the sum of its postings (one hot row would serialise every bet).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id').references(() => members.id),
    kind: text('kind').notNull(),
    /** THB (satang) or POINT (hundredths of a point): amounts of different units never mix. */
    unit: text('unit').notNull(),
    balance: bigintColumn('balance')
      .notNull()
      .default(sql`0`),
    /** Reserved by open holds; available = balance - held. */
    held: bigintColumn('held')
      .notNull()
      .default(sql`0`),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // One account per member and kind: the lazy upsert (ON CONFLICT) of postEntry infers it.
    uniqueIndex('ledger_accounts_member_id_kind_idx').on(t.memberId, t.kind),
    uniqueIndex('ledger_accounts_house_kind_idx')
      .on(t.kind)
      .where(sql`${t.memberId} is null`),
    check(
      'ledger_accounts_balance_check',
      sql`${t.balance} >= 0 and ${t.held} >= 0 and ${t.held} <= ${t.balance}`,
    ),
    check('ledger_accounts_unit_check', sql`${t.unit} in ('THB', 'POINT')`),
    check('ledger_accounts_owner_check', sql`(${t.memberId} is null) = (${t.kind} like 'HOUSE\\_%')`),
  ],
);

/** One business event (a bet, a deposit, a move). Immutable: corrections are new entries. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    /** A spec §9 transaction type or an internal one (modules/wallet/entry-shapes.ts). */
    type: text('type').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** sha256 of the request's content: the same key with other content is IDEMPOTENCY_MISMATCH. */
    requestHash: text('request_hash').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    /** Free text as staff typed it (a reason, a transfer reference). */
    remark: text('remark'),
    /** A server-written remark: a code of REMARK_CODES and its parameters, worded by the reader. */
    remarkCode: text('remark_code'),
    remarkParams: jsonb('remark_params'),
    staffId: bigintColumn('staff_id').references(() => staff.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('ledger_entries_ref_idx').on(t.refType, t.refId),
    index('ledger_entries_created_at_idx').on(t.createdAt),
  ],
);

/** The lines of an entry; they sum to zero per unit (trigger). balance_after is set on member lines. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: idColumn(),
    // No declarative FKs on entry_id and account_id. A key check runs once per posting and takes a
    // KEY SHARE lock on the referenced row: every bet posts to the same house row, so each made a
    // MultiXact there (docs/performance.md), and a bulk credit of 20,000 entries spent a fifth of
    // its time on them. The zero-sum trigger checks, once per statement, that every posting's
    // entry and account exist; entries and accounts can be neither deleted nor renumbered
    // (migrations 0004, 0014 and 0029).
    entryId: bigintColumn('entry_id').notNull(),
    accountId: bigintColumn('account_id').notNull(),
    amount: bigintColumn('amount').notNull(),
    balanceAfter: bigintColumn('balance_after'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    // Statements: one account, newest first, within a window.
    index('ledger_postings_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('ledger_postings_entry_id_idx').on(t.entryId),
    check('ledger_postings_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Requests refused for a state reason (insufficient balance), written after the caller's
 * transaction rolled back, so the same key keeps answering the same refusal.
 */
export const ledgerRequests = pgTable('ledger_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  errorCode: text('error_code').notNull(),
  message: text('message').notNull(),
  createdAt: createdAtColumn(),
});

/** Two-phase holds: HELD reserves `amount` of a member account; POSTED or VOIDED ends it. */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: idColumn(),
    accountId: bigintColumn('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigintColumn('amount').notNull(),
    status: text('status').notNull().default('HELD'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    refType: text('ref_type'),
    refId: text('ref_id'),
    /** The entry that paid the hold out (status POSTED). */
    entryId: bigintColumn('entry_id').references(() => ledgerEntries.id),
    createdAt: createdAtColumn(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('ledger_holds_account_id_idx')
      .on(t.accountId)
      .where(sql`${t.status} = 'HELD'`),
    check('ledger_holds_amount_check', sql`${t.amount} > 0`),
    check('ledger_holds_status_check', sql`${t.status} in ('HELD', 'POSTED', 'VOIDED')`),
  ],
);

/**
 * Turnover requirements: a deposit or promotion credit may require `required` satang of bets
 * before a withdrawal; bets fill the oldest open requirement first (`met_at` set when full).
 */
export const creditTurnovers = pgTable(
  'credit_turnovers',
  {
    id: idColumn(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').notNull(),
    required: bigintColumn('required').notNull(),
    accrued: bigintColumn('accrued')
      .notNull()
      .default(sql`0`),
    refType: text('ref_type'),
    refId: text('ref_id'),
    createdAt: createdAtColumn(),
    metAt: timestamp('met_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_turnovers_open_idx')
      .on(t.memberId, t.id)
      .where(sql`${t.metAt} is null`),
    check(
      'credit_turnovers_amount_check',
      sql`${t.required} > 0 and ${t.accrued} >= 0 and ${t.accrued} <= ${t.required}`,
    ),
  ],
);

/**
 * What one stake (ref: a poy, later a game round) counted towards one requirement. Refunding the
 * stake deletes its rows and takes exactly that much back off `accrued` (docs/ledger.md "Turnover").
 */
export const turnoverContributions = pgTable(
  'turnover_contributions',
  {
    id: idColumn(),
    creditTurnoverId: bigintColumn('credit_turnover_id')
      .notNull()
      .references(() => creditTurnovers.id),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    amount: bigintColumn('amount').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('turnover_contributions_ref_idx').on(t.refType, t.refId),
    index('turnover_contributions_credit_turnover_id_idx').on(t.creditTurnoverId),
    check('turnover_contributions_amount_check', sql`${t.amount} > 0`),
  ],
);
