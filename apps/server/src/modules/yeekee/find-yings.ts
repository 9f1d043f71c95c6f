import {
  isDemoShooter,
  isShootingFamily,
  maskUserName,
  toBangkokIso,
  type YingShotView,
  type YingSummaryView,
} from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';

interface ShotRow {
  seq: number;
  ying_number: string;
  user_name: string;
  created_at: string;
}

export const shotView = (row: ShotRow): YingShotView => ({
  seq: Number(row.seq),
  yingNumber: row.ying_number,
  userName: maskUserName(row.user_name),
  createdAt: toBangkokIso(new Date(row.created_at)),
  ...(isDemoShooter(row.user_name) && { demo: true as const }),
});

/** Shots of a round picked by `where`, newest or oldest first; every read is a range of the (round, seq) key. */
const selectShots = async (
  db: Database,
  roundId: string,
  where: SQL,
  order: 'asc' | 'desc',
  limit?: number,
): Promise<YingShotView[]> =>
  rowsOf<ShotRow>(
    await db.execute(sql`
      select y.seq, y.ying_number, m.user_name, to_char(y.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from lotto_yings y join members m on m.id = y.member_id
      where y.round_id = ${roundId}::bigint and ${where}
      order by y.seq ${sql.raw(order)}
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`),
  ).map(shotView);

interface RoundShooting {
  id: string;
  family: string;
  status: string;
  shootingOver: boolean;
  count: number;
  sum: bigint;
}

/** The round with its counter (count and running sum; zero before the first shot); 404 when none. */
export const getRoundShooting = async (
  db: Database,
  roundId: string,
  now: Date = new Date(),
): Promise<RoundShooting> => {
  const [row] = rowsOf<{
    id: string;
    family: string;
    status: string;
    over: boolean;
    count: number | null;
    sum: string | null;
  }>(
    await db.execute(sql`
      select r.id::text, r.family, r.status, r.result_at <= ${now.toISOString()}::timestamptz or r.status in ('DRAWN', 'SETTLED', 'VOIDED') as over,
        c.count, c.sum::text
      from lotto_rounds r left join lotto_ying_counters c on c.round_id = r.id
      where r.id = ${roundId}::bigint`),
  );
  if (!row) throw appError('ROUND_NOT_FOUND');
  if (!isShootingFamily(row.family)) throw appError('NOT_A_SHOOTING_ROUND');
  return {
    id: row.id,
    family: row.family,
    status: row.status,
    shootingOver: row.over,
    count: Number(row.count ?? 0),
    sum: BigInt(row.sum ?? '0'),
  };
};

/** `yings`: the latest `limit` shots, newest first. */
export const findLatestYings = (db: Database, roundId: string, limit: number): Promise<YingShotView[]> =>
  selectShots(db, roundId, sql`true`, 'desc', limit);

/** One shot by its sequence number (the 16th from the newest is seq count − 15: numbers have no gaps). */
export const findYingBySeq = async (
  db: Database,
  roundId: string,
  seq: number,
): Promise<YingShotView | null> =>
  seq < 1 ? null : ((await selectShots(db, roundId, sql`y.seq = ${seq}`, 'asc'))[0] ?? null);

/** `yings.summary`: count and sum from the counter row, the 16th from the newest by its number. */
export const yingSummary = async (db: Database, roundId: string): Promise<YingSummaryView> => {
  const round = await getRoundShooting(db, roundId);
  return {
    count: round.count,
    sum: round.sum.toString(),
    sixteenth: await findYingBySeq(db, round.id, round.count - 15),
  };
};

/** The complete list, oldest first — only once shooting is over (it is the result's published input). */
export const exportYings = async (db: Database, roundId: string): Promise<YingShotView[]> => {
  const round = await getRoundShooting(db, roundId);
  if (!round.shootingOver) throw appError('SHOOTING_NOT_OVER');
  return selectShots(db, round.id, sql`true`, 'asc');
};

const csvCell = (value: string | number): string =>
  /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);

/** The export as CSV: a header row, then one shot per line, oldest first. */
export const yingsCsv = (shots: readonly YingShotView[]): string =>
  [
    'seq,yingNumber,userName,createdAt',
    ...shots.map((s) => [s.seq, s.yingNumber, s.userName, s.createdAt].map(csvCell).join(',')),
  ].join('\n') + '\n';
