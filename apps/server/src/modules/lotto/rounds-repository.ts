import type { AdminRoundStatus, RoundFamily } from '@chokdee/domain';
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { lottoRounds } from '../../db/schema/index.ts';
import { appError } from '../../platform/errors.ts';
import type { RoundRow } from './round-view.ts';

/**
 * The lotto_rounds table: reads, the staff lock, the generator's insert and the lifecycle's status
 * moves. Families' settings and number rules have their own repositories.
 */

/** One round by id, or undefined. */
export const findRound = async (db: Database, id: bigint): Promise<RoundRow | undefined> => {
  const [round] = await db.select().from(lottoRounds).where(eq(lottoRounds.id, id));
  return round;
};

/** One round by id, or 404. */
export const getRoundOr404 = async (db: Database, id: bigint): Promise<RoundRow> => {
  const round = await findRound(db, id);
  if (!round) throw appError('ROUND_NOT_FOUND');
  return round;
};

/**
 * The round under FOR UPDATE: placement holds it FOR SHARE while it prices a poy, so a staff
 * change waits for poys in flight and every later poy sees the change.
 */
export const lockRound = async (tx: Database, id: string): Promise<RoundRow> => {
  const [round] = await tx
    .select()
    .from(lottoRounds)
    .where(eq(lottoRounds.id, BigInt(id)))
    .for('update');
  if (!round) throw appError('ROUND_NOT_FOUND');
  return round;
};

export interface RoundsFilter {
  family?: RoundFamily | undefined;
  date?: string | undefined;
  status?: AdminRoundStatus | undefined;
  page: number;
  pageSize: number;
}

/**
 * A page of rounds by close time (earliest first) and how many match. family + date uses the
 * (family, draw_date, round_no) key, status the (status, close_at) index.
 */
export const findRoundsPage = async (
  db: Database,
  filter: RoundsFilter,
): Promise<{ rounds: RoundRow[]; total: number }> => {
  const where = and(
    filter.family ? eq(lottoRounds.family, filter.family) : undefined,
    filter.date ? eq(lottoRounds.drawDate, filter.date) : undefined,
    filter.status ? eq(lottoRounds.status, filter.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(lottoRounds).where(where);
  const rounds = await db
    .select()
    .from(lottoRounds)
    .where(where)
    .orderBy(asc(lottoRounds.closeAt), asc(lottoRounds.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rounds, total: Number(total?.n ?? 0) };
};

/** Rounds open at `now` or closed since `closedSince`, by close time. */
export const findRoundsOpenSince = async (
  db: Database,
  window: { now: Date; closedSince: Date; families?: readonly RoundFamily[] | undefined; limit: number },
): Promise<RoundRow[]> =>
  db
    .select()
    .from(lottoRounds)
    .where(
      and(
        lte(lottoRounds.openAt, window.now),
        gt(lottoRounds.closeAt, window.closedSince),
        window.families ? inArray(lottoRounds.family, [...window.families]) : undefined,
      ),
    )
    .orderBy(asc(lottoRounds.closeAt), asc(lottoRounds.id))
    .limit(window.limit);

/** Per family, the round open at `now` that closes next (family order; the caller sorts). */
export const findNextOpenRoundPerFamily = async (db: Database, now: Date): Promise<RoundRow[]> =>
  db
    .selectDistinctOn([lottoRounds.family])
    .from(lottoRounds)
    .where(
      and(
        lte(lottoRounds.openAt, now),
        gt(lottoRounds.closeAt, now),
        inArray(lottoRounds.status, ['SCHEDULED', 'OPEN']),
      ),
    )
    .orderBy(asc(lottoRounds.family), asc(lottoRounds.closeAt), asc(lottoRounds.id));

export type RoundColumns = Partial<typeof lottoRounds.$inferInsert>;

/** Changes some columns of a locked round; answers the row after the change. */
export const updateRoundRow = async (
  tx: Database,
  id: bigint,
  set: RoundColumns,
): Promise<RoundRow | undefined> => {
  const [updated] = await tx.update(lottoRounds).set(set).where(eq(lottoRounds.id, id)).returning();
  return updated;
};

/** Changes some columns of a locked round (a status move). */
export const setRoundColumns = async (tx: Database, id: bigint, set: RoundColumns): Promise<void> => {
  await tx.update(lottoRounds).set(set).where(eq(lottoRounds.id, id));
};

/** A confirmed result makes the round DRAWN (settlement picks it up). */
export const markRoundDrawn = async (tx: Database, id: bigint): Promise<void> => {
  await tx.execute(sql`update lotto_rounds set status = 'DRAWN' where id = ${id.toString()}::bigint`);
};

/** A planned round as the generator inserts it (times ISO 8601). */
export interface PlannedRound {
  family: RoundFamily;
  draw_date: string;
  round_no: number;
  name: string;
  open_at: string;
  close_at: string;
  result_at: string;
}

/** What each family's new rounds copy (stored form: hundredths, satang as numbers). */
export interface CopiedSettings {
  rates: unknown;
  bounds: unknown;
  tiers: unknown;
  round_max: number | null;
  cancel_minutes: number;
}

/**
 * One INSERT … ON CONFLICT DO NOTHING on the (family, draw date, round number) key: running it
 * twice, or on two nodes at once, creates nothing twice. Answers how many rounds it created.
 */
export const insertPlannedRounds = async (
  db: Database,
  rows: readonly PlannedRound[],
  copied: Record<string, CopiedSettings>,
): Promise<number> => {
  const result = await db.execute(sql`
    with plan as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as p(family text, draw_date date, round_no int, name text, open_at timestamptz, close_at timestamptz, result_at timestamptz)
    ), family as (select ${JSON.stringify(copied)}::jsonb as settings)
    insert into lotto_rounds (family, draw_date, round_no, name, open_at, close_at, result_at, rates, bounds, tiers, round_max, cancel_minutes)
    select p.family, p.draw_date, p.round_no, p.name, p.open_at, p.close_at, p.result_at,
      f.settings -> p.family -> 'rates', f.settings -> p.family -> 'bounds', f.settings -> p.family -> 'tiers',
      (f.settings -> p.family ->> 'round_max')::bigint, (f.settings -> p.family ->> 'cancel_minutes')::int
    from plan p cross join family f
    order by p.family, p.draw_date, p.round_no
    on conflict (family, draw_date, round_no) do nothing
    returning id`);
  return rowsOf(result).length;
};

/** SCHEDULED → OPEN at the open time, OPEN → CLOSED at the close time, in one statement. */
export const advanceStatuses = async (db: Database, now: Date): Promise<void> => {
  await db.execute(sql`
    update lotto_rounds set status = case when close_at <= ${now.toISOString()}::timestamptz then 'CLOSED' else 'OPEN' end
    where (status = 'SCHEDULED' and open_at <= ${now.toISOString()}::timestamptz)
       or (status = 'OPEN' and close_at <= ${now.toISOString()}::timestamptz)`);
};
