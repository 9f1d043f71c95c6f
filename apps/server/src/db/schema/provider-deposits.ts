import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, bigintColumn, createdAtColumn, updatedAtColumn } from './columns.ts';
import { deposits } from './deposits.ts';
import { members } from './members.ts';
import { staff } from './staff.ts';

/**
 * TrueMoney and crypto (USDT) deposits (docs/deposits.md, TrueMoney / Crypto). The request itself
 * is a `deposits` row (method TRUEMONEY / CRYPTO, same state machine and DEPOSIT credit); these
 * tables hold what is specific to the provider.
 */

/** A TRUEMONEY request: the site wallet number it was told to pay (settings may change later). */
export const truemoneyDeposits = pgTable('truemoney_deposits', {
  depositId: bigintColumn('deposit_id')
    .primaryKey()
    .references(() => deposits.id),
  walletPhone: text('wallet_phone').notNull(),
});

/**
 * Incoming transfers to the site's TrueMoney wallet (POST /api/hooks/truemoney), one row per
 * wallet transaction id: a replay hits the unique index and is a DUPLICATE. `member_id` = the
 * member whose registered phone sent it (null: unknown sender). status MATCHED (deposit_id set,
 * credited) | UNMATCHED (waits for staff) -> DISMISSED.
 */
export const truemoneyTransfers = pgTable(
  'truemoney_transfers',
  {
    id: idColumn(),
    transactionId: text('transaction_id').notNull(),
    /** Satang. */
    amount: bigintColumn('amount').notNull(),
    fromPhone: text('from_phone').notNull(),
    transferTime: timestamp('transfer_time', { withTimezone: true }).notNull(),
    memberId: bigintColumn('member_id').references(() => members.id),
    status: text('status').notNull(),
    depositId: bigintColumn('deposit_id').references(() => deposits.id),
    decidedBy: bigintColumn('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('truemoney_transfers_transaction_id_idx').on(t.transactionId),
    uniqueIndex('truemoney_transfers_deposit_id_idx').on(t.depositId),
    // true.wallet.history: a member's transfers, newest first.
    index('truemoney_transfers_member_time_idx').on(t.memberId, t.transferTime.desc()),
    index('truemoney_transfers_status_received_idx').on(t.status, t.receivedAt),
    check('truemoney_transfers_amount_check', sql`${t.amount} > 0`),
    check('truemoney_transfers_status_check', sql`${t.status} in ('MATCHED', 'UNMATCHED', 'DISMISSED')`),
    check('truemoney_transfers_matched_check', sql`(${t.status} = 'MATCHED') = (${t.depositId} is not null)`),
  ],
);

/**
 * The pool of the site's USDT deposit addresses, loaded by staff. An address is given to one
 * member for good (`member_id`, `assigned_at`), so a transfer to it identifies the member even
 * when it arrives after the request expired. One address a member per network.
 */
export const cryptoAddresses = pgTable(
  'crypto_addresses',
  {
    id: idColumn(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    memberId: bigintColumn('member_id').references(() => members.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    createdBy: bigintColumn('created_by').references(() => staff.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('crypto_addresses_network_address_idx').on(t.network, t.address),
    uniqueIndex('crypto_addresses_network_member_idx').on(t.network, t.memberId),
    // Handing out the next free address: the oldest unassigned one of the network.
    index('crypto_addresses_free_idx')
      .on(t.network, t.id)
      .where(sql`${t.memberId} is null`),
    check('crypto_addresses_assigned_check', sql`(${t.memberId} is null) = (${t.assignedAt} is null)`),
  ],
);

/**
 * A CRYPTO request: network, the member's address, the expected USDT in micro-USDT (6 decimals,
 * integer) and the rate used (satang per 1 USDT), so the credit never depends on a later rate.
 */
export const cryptoDeposits = pgTable(
  'crypto_deposits',
  {
    depositId: bigintColumn('deposit_id')
      .primaryKey()
      .references(() => deposits.id),
    network: text('network').notNull(),
    addressId: bigintColumn('address_id')
      .notNull()
      .references(() => cryptoAddresses.id),
    cryptoAmount: bigintColumn('crypto_amount').notNull(),
    rate: bigintColumn('rate').notNull(),
  },
  (t) => [
    check('crypto_deposits_crypto_amount_check', sql`${t.cryptoAmount} > 0`),
    check('crypto_deposits_rate_check', sql`${t.rate} > 0`),
  ],
);

/**
 * On-chain transfers reported by POST /api/hooks/crypto, one row per (network, txHash): repeats
 * update `confirmations` only. `member_id` from the address pool; `deposit_id` = the member's
 * open request the transfer was first seen against (such a request no longer expires).
 * status CONFIRMING (below the network's confirmations) -> CREDITED (deposit credited,
 * `credited_amount`) | UNMATCHED (nothing to credit: unknown address or no open request; waits
 * for staff) -> DISMISSED.
 */
export const cryptoTransfers = pgTable(
  'crypto_transfers',
  {
    id: idColumn(),
    network: text('network').notNull(),
    txHash: text('tx_hash').notNull(),
    address: text('address').notNull(),
    /** Micro-USDT that arrived. */
    amount: bigintColumn('amount').notNull(),
    confirmations: integer('confirmations').notNull(),
    memberId: bigintColumn('member_id').references(() => members.id),
    depositId: bigintColumn('deposit_id').references(() => deposits.id),
    status: text('status').notNull(),
    /** Satang credited (CREDITED). */
    creditedAmount: bigintColumn('credited_amount'),
    decidedBy: bigintColumn('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('crypto_transfers_network_tx_hash_idx').on(t.network, t.txHash),
    uniqueIndex('crypto_transfers_deposit_id_idx').on(t.depositId),
    index('crypto_transfers_member_idx').on(t.memberId, t.firstSeenAt.desc()),
    index('crypto_transfers_status_seen_idx').on(t.status, t.firstSeenAt),
    check('crypto_transfers_amount_check', sql`${t.amount} > 0`),
    check('crypto_transfers_confirmations_check', sql`${t.confirmations} >= 0`),
    check(
      'crypto_transfers_status_check',
      sql`${t.status} in ('CONFIRMING', 'CREDITED', 'UNMATCHED', 'DISMISSED')`,
    ),
    check(
      'crypto_transfers_credited_check',
      sql`(${t.status} = 'CREDITED') = (${t.creditedAmount} is not null) and (${t.status} <> 'CREDITED' or ${t.depositId} is not null)`,
    ),
  ],
);
