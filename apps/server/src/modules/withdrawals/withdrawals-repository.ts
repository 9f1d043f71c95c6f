import { satang, type Satang, type WithdrawalStatus } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { memberMatch, totalledList, whereAll, within, type Totals } from '../../platform/paged-list.ts';
import type { Page } from '../../platform/reply.ts';
import type { MoneyTx } from '../wallet/index.ts';
import type { AdminWithdrawalRow, MemberWithdrawalRow } from './withdrawal-rows.ts';

/** The only file that names the withdrawals table: SQL only, satang as text in, rows out. */

/**
 * The instant a withdrawal's time rules read: the database's clock (`now()`, the transaction's
 * start), or the instant a test gives for a day boundary.
 */
const clockSql = (at: Date | undefined) => sql`coalesce(${at?.toISOString() ?? null}::timestamptz, now())`;

/**
 * Sum (satang) and count of the member's non-rejected withdrawals of the +07:00 day (Thailand has
 * no daylight saving) of the database's clock, or of `at`.
 */
export const usedOnDay = async (
  db: Database,
  memberId: bigint,
  at?: Date,
): Promise<{ sum: Satang; count: number }> => {
  const [row] = rowsOf<{ sum: string; count: number }>(
    await db.execute(sql`
      with day as (
        select (date_trunc('day', (${clockSql(at)} at time zone 'UTC') + interval '7 hours') - interval '7 hours')
          at time zone 'UTC' as start)
      select coalesce(sum(amount), 0)::text as sum, count(*)::int as count from withdrawals, day
      where member_id = ${memberId.toString()}::bigint and status <> 'REJECTED'
        and created_at >= day.start and created_at < day.start + interval '1 day'`),
  );
  return { sum: satang(row?.sum ?? '0'), count: Number(row?.count ?? 0) };
};

/**
 * Locks the member row (FOR NO KEY UPDATE: it serialises a member's withdrawals without blocking
 * the foreign-key checks of their bets).
 */
export const lockMemberForWithdrawal = async (tx: MoneyTx, member: string): Promise<void> => {
  await tx.execute(sql`select id from members where id = ${member}::bigint for no key update`);
};

/** The member's withdrawal made under `idempotencyKey`, if any. */
export const withdrawalUnderKey = async (
  tx: MoneyTx,
  member: string,
  idempotencyKey: string,
): Promise<{ id: string; status: WithdrawalStatus; request_hash: string | null } | undefined> =>
  rowsOf<{ id: string; status: WithdrawalStatus; request_hash: string | null }>(
    await tx.execute(sql`
      select id::text, status, request_hash from withdrawals
      where member_id = ${member}::bigint and idempotency_key = ${idempotencyKey}`),
  )[0];

export interface WithdrawalAccount {
  id: string;
  bank_code: string;
  account_number: string;
  account_name: string;
}

/** The member's own withdrawal account `bankAccountId`, if it is one. */
export const memberWithdrawalAccount = async (
  tx: MoneyTx,
  member: string,
  bankAccountId: string,
): Promise<WithdrawalAccount | undefined> =>
  rowsOf<WithdrawalAccount>(
    await tx.execute(sql`
      select id::text, bank_code, account_number, account_name from member_banks
      where id = ${bankAccountId}::bigint and member_id = ${member}::bigint and is_withdrawal`),
  )[0];

/** How many withdrawals wait for staff: a subquery the dashboard embeds in its one statement. */
export const openWithdrawalsCount = (): SQL =>
  sql`(select count(*) from withdrawals where status in ('PENDING', 'APPROVED_1'))`;

/**
 * What the member has withdrawn in their lifetime, paid or still waiting (all but rejected), as a
 * subquery: the identity check embeds it in its one statement.
 */
export const lifetimeWithdrawnSql = (memberId: bigint): SQL =>
  sql`(select coalesce(sum(amount), 0) from withdrawals where member_id = ${memberId.toString()}::bigint and status <> 'REJECTED')`;

/** Whether the member has a withdrawal still waiting for staff. */
export const hasOpenWithdrawal = async (tx: MoneyTx, member: string): Promise<boolean> =>
  rowsOf<{ id: string }>(
    await tx.execute(
      sql`select id::text from withdrawals where member_id = ${member}::bigint and status in ('PENDING', 'APPROVED_1') limit 1`,
    ),
  ).length > 0;

/** The next withdrawal id, taken before the row exists so the hold can refer to it. */
export const nextWithdrawalId = async (tx: MoneyTx): Promise<string> =>
  rowsOf<{ id: string }>(
    await tx.execute(sql`select nextval(pg_get_serial_sequence('withdrawals', 'id'))::text as id`),
  )[0]!.id;

export const insertWithdrawal = async (
  tx: MoneyTx,
  row: {
    id: string;
    member: string;
    bank: WithdrawalAccount;
    amount: bigint;
    holdId: bigint;
    idempotencyKey: string | null;
    requestHash: string;
    /** A test's instant; else the database's clock. */
    at: Date | undefined;
  },
): Promise<void> => {
  await tx.execute(sql`
    insert into withdrawals (id, member_id, member_bank_id, bank_code, account_number, account_name, amount, hold_id,
      idempotency_key, request_hash, created_at, updated_at)
    values (${row.id}::bigint, ${row.member}::bigint, ${row.bank.id}::bigint, ${row.bank.bank_code}, ${row.bank.account_number}, ${row.bank.account_name},
      ${row.amount.toString()}::bigint, ${row.holdId.toString()}::bigint, ${row.idempotencyKey}, ${row.requestHash},
      ${clockSql(row.at)}, ${clockSql(row.at)})`);
};

/** A withdrawal as the deciding transaction locks it. */
export interface LockedWithdrawal {
  id: string;
  member_uuid: string;
  amount: string;
  status: WithdrawalStatus;
  hold_id: string;
  first_approved_by: string | null;
}

// The row under FOR UPDATE: two staff deciding the same withdrawal at once are serialised.
export const lockWithdrawal = async (tx: MoneyTx, id: string): Promise<LockedWithdrawal | undefined> =>
  rowsOf<LockedWithdrawal>(
    await tx.execute(sql`
      select w.id::text, m.uuid::text as member_uuid, w.amount::text, w.status, w.hold_id::text, w.first_approved_by::text
      from withdrawals w join members m on m.id = w.member_id
      where w.id = ${id}::bigint for update of w`),
  )[0];

/** A decision's new state: the first of two approvals, paid (APPROVED) or REJECTED. */
export type WithdrawalDecision =
  | { status: 'APPROVED_1'; staff: string }
  | { status: 'APPROVED'; staff: string; reference: string }
  | { status: 'REJECTED'; staff: string; reason: string };

export const recordDecision = async (
  tx: MoneyTx,
  id: string,
  decision: WithdrawalDecision,
): Promise<void> => {
  const set =
    decision.status === 'APPROVED_1'
      ? sql`status = 'APPROVED_1', first_approved_by = ${decision.staff}::bigint, first_approved_at = now(), updated_at = now()`
      : decision.status === 'APPROVED'
        ? sql`status = 'APPROVED', decided_by = ${decision.staff}::bigint, decided_at = now(), updated_at = now(),
            reference = ${decision.reference}`
        : sql`status = 'REJECTED', reason = ${decision.reason}, decided_by = ${decision.staff}::bigint,
            decided_at = now(), updated_at = now()`;
  await tx.execute(sql`update withdrawals set ${set} where id = ${id}::bigint`);
};

/** Withdrawals with their member and deciding staff, for the back office; `where` filters `w`. */
const adminRows = async (
  db: Database,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<AdminWithdrawalRow[]> =>
  rowsOf<AdminWithdrawalRow>(
    await db.execute(sql`
      select w.id::text, m.uuid::text as member_uuid, m.user_name, w.amount::text, w.status, w.bank_code, w.account_number,
        w.account_name, b.name_verified_at is not null as bank_verified, w.reference, w.reason,
        s1.username as first_approved_by, s2.username as decided_by,
        case when w.decided_at is null then null else ${bkk('w.decided_at')} end as decided_at,
        ${bkk('w.created_at')} as created_at, ${bkk('w.updated_at')} as updated_at
      from withdrawals w
      join members m on m.id = w.member_id
      join member_banks b on b.id = w.member_bank_id
      left join staff s1 on s1.id = w.first_approved_by
      left join staff s2 on s2.id = w.decided_by
      where ${where}
      order by w.created_at, w.id
      limit ${page.limit} offset ${page.offset}`),
  );

export const adminWithdrawalRow = async (db: Database, id: string): Promise<AdminWithdrawalRow | undefined> =>
  (await adminRows(db, sql`w.id = ${id}::bigint`, { limit: 1, offset: 0 }))[0];

export interface WithdrawalsFilter {
  status?: WithdrawalStatus | undefined;
  /** The exact member uuid or a user name prefix. */
  q: string;
  from?: string | undefined;
  to?: string | undefined;
}

/** The back office's queue: oldest first (the one waiting longest on top), with the filter's count and sum. */
export const adminWithdrawalsPage = async (
  db: Database,
  filter: WithdrawalsFilter,
  page: { page: number; pageSize: number },
): Promise<Page<AdminWithdrawalRow> & { totals: Totals }> => {
  const where = whereAll([
    filter.status && sql`w.status = ${filter.status}`,
    ...within(sql`w.created_at`, filter),
    filter.q ? memberMatch(filter.q, sql`w.member_id`) : undefined,
  ]);
  return totalledList(db, {
    from: sql`withdrawals w`,
    where,
    amount: sql`w.amount`,
    page,
    rows: (range) => adminRows(db, where, range),
  });
};

/** The member's withdrawals, newest first (the latest 100). */
export const memberWithdrawalRows = async (db: Database, memberId: bigint): Promise<MemberWithdrawalRow[]> =>
  rowsOf<MemberWithdrawalRow>(
    await db.execute(sql`
      select id::text, amount::text, status, bank_code, account_number, account_name, reference, reason,
        ${bkk('created_at')} as created_at, ${bkk('updated_at')} as updated_at
      from withdrawals where member_id = ${memberId.toString()}::bigint
      order by created_at desc, id desc limit 100`),
  );
