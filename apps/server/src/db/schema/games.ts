import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigintColumn, createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';
import { members } from './members.ts';

/**
 * Partner games (docs/games.md): the provider registry, catalogues, highlights, game sessions and
 * the seamless wallet's record of every accepted provider call.
 */

/**
 * A game provider. `secret_env` names the environment variable holding its wallet secret: the
 * secret itself is never stored here nor answered by any API. `launch_url` null: not launchable.
 */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: idColumn(),
    code: text('code').notNull(),
    /** { th, en, kh, mm } */
    names: jsonb('names').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    launchKind: text('launch_kind').notNull().default('url-template'),
    launchUrl: text('launch_url'),
    secretEnv: text('secret_env'),
    logo: text('logo').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('game_providers_code_idx').on(t.code),
    check('game_providers_type_check', sql`${t.type} in ('casino', 'slot', 'sport', 'live')`),
    check('game_providers_status_check', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
    check('game_providers_launch_kind_check', sql`${t.launchKind} in ('chokdee', 'url-template')`),
  ],
);

/** A game of a provider's catalogue. */
export const games = pgTable(
  'games',
  {
    id: idColumn(),
    providerId: bigintColumn('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    gameId: text('game_id').notNull(),
    /** { th, en, kh, mm } */
    names: jsonb('names').notNull(),
    image: text('image').notNull(),
    category: text('category'),
    hot: boolean('hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('games_provider_game_idx').on(t.providerId, t.gameId)],
);

/** The highlighted games, in display order. */
export const gameHighlights = pgTable(
  'game_highlights',
  {
    id: idColumn(),
    gameRowId: bigintColumn('game_row_id')
      .notNull()
      .references(() => games.id),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('game_highlights_game_idx').on(t.gameRowId)],
);

/**
 * A launched game: the token the provider calls back with, stored as its sha256 only. It accepts
 * bets until `expires_at` (8 h) or `ended_at` (games.logout); wins and rollbacks always.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    memberId: bigintColumn('member_id')
      .notNull()
      .references(() => members.id),
    providerId: bigintColumn('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    gameId: text('game_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('game_sessions_token_hash_idx').on(t.tokenHash),
    // games.logout: the member's open sessions.
    index('game_sessions_open_member_idx')
      .on(t.memberId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * One provider call that changed state, keyed by the provider's transaction id (unique per
 * provider): the replay of a call finds its row and answers `balance_after` again. A bet row
 * carries the bet's state (`settled`: WON after a win, ROLLED_BACK after a rollback). A rollback
 * of a bet not seen yet writes that bet's row first, `body_hash` null and outcome
 * TRANSACTION_ROLLED_BACK, so the bet arriving later meets it on the unique key and is refused.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: idColumn(),
    // No foreign keys on provider_id, member_id and ledger_entry_id: each bet's insert would
    // key-share lock the provider's one row and its member's row, and concurrent lockers of a row
    // make a MultiXact each (the house account's lesson, migration 0014); the two checks were a
    // third of PostgreSQL's CPU per bet (migration 0030, docs/performance.md). The values come
    // from the caller's game session and the entry just written by key in the same statement;
    // providers and members are never deleted (no API does), and ledger entries cannot be.
    providerId: bigintColumn('provider_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    memberId: bigintColumn('member_id').notNull(),
    roundId: text('round_id').notNull(),
    gameId: text('game_id').notNull(),
    /** Satang: the bet, the win, or what a rollback refunded. */
    amount: bigintColumn('amount').notNull(),
    referenceTransactionId: text('reference_transaction_id'),
    /** sha256 of the call's validated body; null on the mark a rollback leaves for an unseen bet. */
    bodyHash: text('body_hash'),
    outcome: text('outcome').notNull(),
    /** The member's available cash answered to the call (its replays answer it again). */
    balanceAfter: bigintColumn('balance_after'),
    ledgerEntryId: bigintColumn('ledger_entry_id'),
    settled: text('settled'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('game_transactions_provider_transaction_idx').on(t.providerId, t.transactionId),
    // The member's calls, newest first (back-office search by member).
    index('game_transactions_member_time_idx').on(t.memberId, t.createdAt.desc()),
    // The daily report per provider and the provider + date search.
    index('game_transactions_provider_time_idx').on(t.providerId, t.createdAt),
    index('game_transactions_round_idx').on(t.providerId, t.roundId),
    check('game_transactions_kind_check', sql`${t.kind} in ('bet', 'win', 'rollback')`),
    check('game_transactions_amount_check', sql`${t.amount} >= 0`),
    check('game_transactions_outcome_check', sql`${t.outcome} in ('OK', 'TRANSACTION_ROLLED_BACK')`),
    check(
      'game_transactions_settled_check',
      sql`${t.settled} is null or ${t.settled} in ('WON', 'ROLLED_BACK')`,
    ),
  ],
);
