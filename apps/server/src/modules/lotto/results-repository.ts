import {
  type AdminResultVersion,
  type LottoResult,
  type ResultInput,
  type ResultVersionStatus,
} from '@chokdee/domain';
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { lottoResults, lottoRounds } from '../../db/schema/index.ts';
import { appError } from '../../platform/errors.ts';
import { bkk } from '../../platform/bangkok-time.ts';

interface ResultRow {
  id: string;
  round_id: string;
  version: number;
  status: ResultVersionStatus;
  input: ResultInput;
  result: LottoResult;
  entered_by_id: string;
  entered_by: string;
  entered_at: string;
  decided_by_id: string | null;
  decided_by: string | null;
  decided_at: string | null;
}

const view = (r: ResultRow): AdminResultVersion => ({
  id: r.id,
  roundId: r.round_id,
  version: Number(r.version),
  status: r.status,
  input: r.input,
  result: r.result,
  enteredById: Number(r.entered_by_id),
  enteredBy: r.entered_by,
  enteredAt: r.entered_at,
  decidedById: r.decided_by_id === null ? null : Number(r.decided_by_id),
  decidedBy: r.decided_by,
  decidedAt: r.decided_at,
});

const selectVersions = (where: SQL, lock: boolean) => sql`
  select r.id::text, r.round_id::text, r.version, r.status, r.input, r.result,
    -- A computed Yeekee result has no enterer: staff see it as entered by SYSTEM (id 0).
    coalesce(r.entered_by, 0)::text as entered_by_id, coalesce(e.username, 'SYSTEM') as entered_by, ${bkk('r.entered_at')} as entered_at,
    r.decided_by::text as decided_by_id, d.username as decided_by,
    case when r.decided_at is null then null else ${bkk('r.decided_at')} end as decided_at
  from lotto_results r
  left join staff e on e.id = r.entered_by
  left join staff d on d.id = r.decided_by
  where ${where}
  order by r.version desc
  ${lock ? sql`for update of r` : sql``}`;

/** Every version of a round's result, newest first, with the staff user names. */
export const findResultVersions = async (db: Database, roundId: bigint): Promise<AdminResultVersion[]> =>
  rowsOf<ResultRow>(
    await db.execute(selectVersions(sql`r.round_id = ${roundId.toString()}::bigint`, false)),
  ).map(view);

/** One version of this round under FOR UPDATE (the caller holds the round's lock); 404 when none. */
export const lockResultVersion = async (
  tx: Database,
  roundId: bigint,
  resultId: string,
): Promise<AdminResultVersion> => {
  const [row] = rowsOf<ResultRow>(
    await tx.execute(
      selectVersions(sql`r.id = ${resultId}::bigint and r.round_id = ${roundId.toString()}::bigint`, true),
    ),
  );
  if (!row) throw appError('RESULT_NOT_FOUND');
  return view(row);
};

/** The latest version number of a round, whether one is pending and the confirmed one (under the round's lock). */
export const latestVersionOf = async (
  tx: Database,
  roundId: bigint,
): Promise<{ version: number; pending: boolean; confirmed: number | null } | undefined> =>
  rowsOf<{ version: number; pending: boolean; confirmed: number | null }>(
    await tx.execute(sql`
      select coalesce(max(version), 0)::int as version,
        bool_or(status = 'PENDING') as pending,
        max(version) filter (where status = 'CONFIRMED') as confirmed
      from lotto_results where round_id = ${roundId.toString()}::bigint`),
  )[0];

/** A new PENDING version with what was typed and the fields derived from it; answers its id. */
export const insertPendingVersion = async (
  tx: Database,
  entry: {
    roundId: bigint;
    version: number;
    input: ResultInput;
    result: LottoResult;
    staffId: bigint | null;
  },
): Promise<string | undefined> =>
  rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into lotto_results (round_id, version, input, result, status, entered_by)
      values (${entry.roundId.toString()}::bigint, ${entry.version}, ${JSON.stringify(entry.input)}::jsonb,
        ${JSON.stringify(entry.result)}::jsonb, 'PENDING', ${entry.staffId?.toString() ?? null}::bigint)
      returning id::text`),
  )[0]?.id;

/** The round's CONFIRMED version becomes SUPERSEDED; answers it (none before a first confirmation). */
export const supersedeConfirmed = async (
  tx: Database,
  roundId: bigint,
): Promise<{ id: string; version: number } | undefined> =>
  rowsOf<{ id: string; version: number }>(
    await tx.execute(sql`
      update lotto_results set status = 'SUPERSEDED'
      where round_id = ${roundId.toString()}::bigint and status = 'CONFIRMED'
      returning id::text, version`),
  )[0];

/** A pending version decided: CONFIRMED or REJECTED, by whom and when. */
export const decideVersion = async (
  tx: Database,
  resultId: string,
  decision: { status: 'CONFIRMED' | 'REJECTED'; staffId: bigint | null; at: Date },
): Promise<void> => {
  await tx.execute(sql`
    update lotto_results
    set status = ${decision.status}, decided_by = ${decision.staffId?.toString() ?? null}::bigint,
      decided_at = ${decision.at.toISOString()}::timestamptz
    where id = ${resultId}::bigint`);
};

/** Rounds joined to their CONFIRMED result, as members read them (the round, the result, its input and when it was published). */
const confirmedResults = (db: Database) =>
  db
    .select({
      round: lottoRounds,
      result: lottoResults.result,
      input: lottoResults.input,
      publishedAt: lottoResults.decidedAt,
    })
    .from(lottoRounds)
    .innerJoin(
      lottoResults,
      and(eq(lottoResults.roundId, lottoRounds.id), eq(lottoResults.status, 'CONFIRMED')),
    );

/**
 * Rounds with a CONFIRMED result (never a pending, rejected or superseded one; never a voided
 * round), newest first, in one query. A date goes through the draw_date index.
 */
export const findConfirmedResults = async (
  db: Database,
  filter: {
    roundId: bigint | undefined;
    drawDate: string | undefined;
    families: readonly string[] | undefined;
  },
  limit: number,
) =>
  confirmedResults(db)
    .where(
      and(
        ne(lottoRounds.status, 'VOIDED'),
        filter.roundId === undefined ? undefined : eq(lottoRounds.id, filter.roundId),
        filter.drawDate === undefined ? undefined : eq(lottoRounds.drawDate, filter.drawDate),
        filter.families === undefined ? undefined : inArray(lottoRounds.family, [...filter.families]),
      ),
    )
    .orderBy(desc(lottoRounds.drawDate), desc(lottoRounds.resultAt), desc(lottoRounds.id))
    .limit(limit);

/**
 * A family's newest confirmed result (not voided), by close time: the family/close index is read
 * backwards from the latest round and stops at the first with a confirmed result.
 */
export const findNewestConfirmedResult = async (db: Database, family: string) => {
  const [row] = await confirmedResults(db)
    .where(and(eq(lottoRounds.family, family), ne(lottoRounds.status, 'VOIDED')))
    .orderBy(desc(lottoRounds.closeAt), desc(lottoRounds.id))
    .limit(1);
  return row;
};

/** The result fields the hot and cold numbers count. */
export type CountedField = 'top3' | 'top2' | 'bottom2';

/**
 * How often each number came out per field over a family's latest `draws` confirmed results, in
 * one statement: the draws (newest first, as bet-list-results orders them) through the family's
 * (family, draw_date, round_no) index and the one-confirmed-result index, then one GROUP BY over
 * the three fields. `last_ago` 0 = the newest draw.
 */
export const countResultNumbers = async (db: Database, family: string, draws: number) =>
  rowsOf<{ field: CountedField; number: string; count: number; last_ago: number; draws: number }>(
    await db.execute(sql`
      with latest as (
        select res.result, (row_number() over (order by r.draw_date desc, r.result_at desc, r.id desc) - 1)::int as ago
        from lotto_rounds r
        join lotto_results res on res.round_id = r.id and res.status = 'CONFIRMED'
        where r.family = ${family} and r.status <> 'VOIDED'
        order by r.draw_date desc, r.result_at desc, r.id desc
        limit ${draws}
      ), numbers as (
        select f.field, latest.result ->> f.field as number, latest.ago
        from latest cross join (values ('top3'), ('top2'), ('bottom2')) as f(field)
      )
      select field, number, count(*)::int as count, min(ago)::int as last_ago,
        (select count(*)::int from latest) as draws
      from numbers where number is not null
      group by field, number
      order by field, count(*) desc, number`),
  );

const TWO_PERSON_CHECK = 'lotto_results_two_person_check';

/** The database's own two-person check fired (the last guard, behind confirm-result's own check). */
export const isTwoPersonViolation = (error: unknown): boolean => {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { constraint, message } = e as { constraint?: unknown; message?: unknown };
    if (
      constraint === TWO_PERSON_CHECK ||
      (typeof message === 'string' && message.includes(TWO_PERSON_CHECK))
    )
      return true;
  }
  return false;
};

/** Entered results waiting for a second staff member's confirmation: a scalar subquery for the dashboard. */
export const resultsToConfirmCount = (): SQL =>
  sql`(select count(*) from lotto_results where status = 'PENDING')`;
