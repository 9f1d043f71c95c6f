import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, bigintColumn } from './columns.ts';
import { lottoRounds } from './lotto-rounds.ts';
import { staff } from './staff.ts';

/**
 * A result of a round as staff entered it (`input`) with the fields derived from it (`result`,
 * a LottoResult). Two-person rule: one staff member enters (PENDING), a different one confirms
 * (CONFIRMED) or rejects (REJECTED); a confirmed correction SUPERSEDES the previous one. Only the
 * CONFIRMED row settles; the database refuses a confirmation by the one who entered it. Yeekee-like
 * rounds get one CONFIRMED row with source YEEKEE computed by the draw (docs/yeekee.md), never typed.
 */
export const lottoResults = pgTable(
  'lotto_results',
  {
    id: idColumn(),
    roundId: bigintColumn('round_id')
      .notNull()
      .references(() => lottoRounds.id),
    version: integer('version').notNull(),
    input: jsonb('input').notNull(),
    result: jsonb('result').notNull(),
    status: text('status').notNull().default('PENDING'),
    /** STAFF: typed by staff (two-person rule); YEEKEE: computed from the shots, shooting families only. */
    source: text('source').notNull().default('STAFF'),
    /** Null for a YEEKEE result: no person enters it. */
    enteredBy: bigintColumn('entered_by').references(() => staff.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: bigintColumn('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lotto_results_round_version_idx').on(t.roundId, t.version),
    uniqueIndex('lotto_results_one_pending_idx')
      .on(t.roundId)
      .where(sql`${t.status} = 'PENDING'`),
    uniqueIndex('lotto_results_one_confirmed_idx')
      .on(t.roundId)
      .where(sql`${t.status} = 'CONFIRMED'`),
    check(
      'lotto_results_status_check',
      sql`${t.status} in ('PENDING', 'CONFIRMED', 'REJECTED', 'SUPERSEDED')`,
    ),
    // A staff result needs its enterer and, once confirmed, a different confirmer; a computed
    // Yeekee result is confirmed by nobody and never pending (a trigger ties it to shooting families).
    check(
      'lotto_results_two_person_check',
      sql`(${t.source} = 'STAFF' and ${t.enteredBy} is not null and (${t.status} not in ('CONFIRMED', 'SUPERSEDED') or ${t.decidedBy} <> ${t.enteredBy}))
        or (${t.source} = 'YEEKEE' and ${t.enteredBy} is null and ${t.decidedBy} is null and ${t.status} = 'CONFIRMED')`,
    ),
  ],
);
