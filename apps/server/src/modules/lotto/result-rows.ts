import {
  type AdminResultVersion,
  type LottoResult,
  type ResultInput,
  type ResultVersionStatus,
} from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
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

/** What an audit row keeps of a version (the typed input and the derived fields). */
export const versionAudit = (
  v: Pick<AdminResultVersion, 'id' | 'version' | 'status' | 'input' | 'result'>,
) => ({
  resultId: v.id,
  version: v.version,
  status: v.status,
  input: v.input,
  result: v.result,
});
