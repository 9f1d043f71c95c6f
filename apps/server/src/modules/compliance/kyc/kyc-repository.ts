import type { KycStatus } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { bkk } from '../../../platform/bangkok-time.ts';
import { memberMatch, pagedList, whereAll } from '../../../platform/paged-list.ts';
import type { Page } from '../../../platform/reply.ts';

/** The only file that names the kyc_checks table: SQL only, rows out. */

export interface MemberKycRow {
  status: KycStatus;
  reason: string | null;
  submitted_at: string;
  reviewed_at: string | null;
}

const memberColumns = sql`status, reason, ${bkk('created_at')} as submitted_at,
  case when reviewed_at is null then null else ${bkk('reviewed_at')} end as reviewed_at`;

/** The member's latest check, if any. */
export const latestKycCheck = async (db: Database, memberId: bigint): Promise<MemberKycRow | undefined> =>
  rowsOf<MemberKycRow>(
    await db.execute(sql`
      select ${memberColumns} from kyc_checks where member_id = ${memberId.toString()}::bigint
      order by created_at desc, id desc limit 1`),
  )[0];

/** The status that stops a new check: one waiting for staff, or one approved already. */
export const blockingKycStatus = async (db: Database, memberId: bigint): Promise<KycStatus | undefined> =>
  rowsOf<{ status: KycStatus }>(
    await db.execute(sql`
      select status from kyc_checks where member_id = ${memberId.toString()}::bigint
        and status in ('PENDING', 'APPROVED')
      order by status = 'APPROVED' desc limit 1`),
  )[0]?.status;

/**
 * A new PENDING check, unless one is PENDING or APPROVED by then (a concurrent submission: the
 * one-pending index settles the race). Answers the row, or undefined when refused.
 */
export const insertKycCheck = async (
  db: Database,
  row: { memberId: bigint; documentKey: string; selfieKey: string },
): Promise<MemberKycRow | undefined> =>
  rowsOf<MemberKycRow>(
    await db.execute(sql`
      insert into kyc_checks (member_id, document_key, selfie_key)
      select ${row.memberId.toString()}::bigint, ${row.documentKey}, ${row.selfieKey}
      where not exists (select 1 from kyc_checks where member_id = ${row.memberId.toString()}::bigint
        and status = 'APPROVED')
      on conflict do nothing
      returning ${memberColumns}`),
  )[0];

/** Whether the member has an approved check, as a subquery for the withdrawal's one statement. */
export const kycApprovedSql = (memberId: bigint): SQL =>
  sql`exists (select 1 from kyc_checks where member_id = ${memberId.toString()}::bigint and status = 'APPROVED')`;

/** The latest check's status as a subquery (null: none). */
export const latestKycStatusSql = (memberId: bigint): SQL =>
  sql`(select status from kyc_checks where member_id = ${memberId.toString()}::bigint
    order by created_at desc, id desc limit 1)`;

export interface AdminKycRow {
  id: string;
  member_uuid: string;
  user_name: string;
  name: string | null;
  status: KycStatus;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  submitted_at: string;
}

const adminRows = async (
  db: Database,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<AdminKycRow[]> =>
  rowsOf<AdminKycRow>(
    await db.execute(sql`
      select k.id::text, m.uuid::text as member_uuid, m.user_name, m.name, k.status, k.reason,
        s.username as reviewed_by,
        case when k.reviewed_at is null then null else ${bkk('k.reviewed_at')} end as reviewed_at,
        ${bkk('k.created_at')} as submitted_at
      from kyc_checks k
      join members m on m.id = k.member_id
      left join staff s on s.id = k.reviewed_by
      where ${where}
      order by k.created_at, k.id
      limit ${page.limit} offset ${page.offset}`),
  );

export const adminKycRow = async (db: Database, id: string): Promise<AdminKycRow | undefined> =>
  (await adminRows(db, sql`k.id = ${id}::bigint`, { limit: 1, offset: 0 }))[0];

/** The review queue: oldest first (the one waiting longest on top). */
export const adminKycPage = (
  db: Database,
  filter: { status?: KycStatus | undefined; q: string },
  page: { page: number; pageSize: number },
): Promise<Page<AdminKycRow>> => {
  const where = whereAll([
    filter.status && sql`k.status = ${filter.status}`,
    filter.q ? memberMatch(filter.q, sql`k.member_id`) : undefined,
  ]);
  return pagedList(db, {
    from: sql`kyc_checks k`,
    where,
    page,
    rows: (range) => adminRows(db, where, range),
  });
};

/** A check's picture keys, for the staff image route. */
export const kycImageKeys = async (
  db: Database,
  id: string,
): Promise<{ document_key: string; selfie_key: string } | undefined> =>
  rowsOf<{ document_key: string; selfie_key: string }>(
    await db.execute(sql`select document_key, selfie_key from kyc_checks where id = ${id}::bigint`),
  )[0];

export interface LockedKycCheck {
  id: string;
  member_uuid: string;
  status: KycStatus;
}

/** The check under FOR UPDATE: two staff deciding it at once are serialised. */
export const lockKycCheck = async (tx: Database, id: string): Promise<LockedKycCheck | undefined> =>
  rowsOf<LockedKycCheck>(
    await tx.execute(sql`
      select k.id::text, m.uuid::text as member_uuid, k.status
      from kyc_checks k join members m on m.id = k.member_id
      where k.id = ${id}::bigint for update of k`),
  )[0];

export const recordKycDecision = async (
  tx: Database,
  id: string,
  decision: { status: 'APPROVED' | 'REJECTED'; reason: string | null; staffId: bigint },
): Promise<void> => {
  await tx.execute(sql`
    update kyc_checks set status = ${decision.status}, reason = ${decision.reason},
      reviewed_by = ${decision.staffId.toString()}::bigint, reviewed_at = now()
    where id = ${id}::bigint`);
};
