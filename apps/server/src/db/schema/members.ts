import { sql } from 'drizzle-orm';
import {
  date,
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, bigintColumn, createdAtColumn } from './columns.ts';

/**
 * A member (player). `id` stays internal; the API addresses members by `uuid` only.
 * `status` is the account status of api-contract.md (0 active ... 9 banned).
 */
export const members = pgTable(
  'members',
  {
    id: idColumn(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userName: text('user_name').notNull().unique(),
    pinHash: text('pin_hash').notNull(),
    /** False for a member registered through LINE until they set a PIN (their pin_hash is random). */
    hasPin: boolean('has_pin').notNull().default(true),
    phoneNumber: text('phone_number').unique(),
    name: text('name'),
    email: text('email'),
    avatar: text('avatar'),
    /** The LINE id the member typed in their profile (display only, never used to log in). */
    lineId: text('line_id'),
    /** The LINE OpenID Connect `sub`: the only LINE value that identifies a member. */
    lineUid: text('line_uid').unique(),
    level: smallint('level').notNull().default(0),
    status: smallint('status').notNull().default(0),
    // No foreign key yet: agents are provisioned by the back office, which a later issue adds.
    agentId: integer('agent_id').notNull().default(2),
    // sql`0`: drizzle-kit cannot serialise a bigint literal default.
    refUid: bigintColumn('ref_uid')
      .notNull()
      .default(sql`0`),
    /**
     * The member's affiliate slug (/register/:afSlug). A database default so every insert path
     * (PIN signup, LINE signup, seeds) gets one; 12 hex chars keep collisions negligible.
     */
    afSlug: text('af_slug')
      .notNull()
      .unique()
      .default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 12)`),
    referrerMemberId: bigintColumn('referrer_member_id').references((): AnyPgColumn => members.id),
    /** Consecutive failed PIN logins; the 5th locks the account until staff unlock it. */
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    loginLockedAt: timestamp('login_locked_at', { withTimezone: true }),
    pinChangedAt: timestamp('pin_changed_at', { withTimezone: true }),
    /** Null for members from before the age check (and LINE sign-ups): asked before anything else. */
    birthDate: date('birth_date'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('members_status_check', sql`${t.status} in (0, 1, 2, 3, 4, 9)`),
    index('members_referrer_member_id_idx').on(t.referrerMemberId),
  ],
);
