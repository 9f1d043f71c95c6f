import {
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  MONEY_LIMIT_KINDS,
  satang,
  type LimitPeriod,
  type MoneyLimitKind,
  type Satang,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';

interface LimitRow {
  kind: MoneyLimitKind | 'session';
  period: LimitPeriod | 'session';
  /** In force now (a pending change whose time came is in force). */
  value: string | null;
  pending_value: string | null;
  /** ISO; only while the change waits. */
  pending_at: string | null;
}

export interface MemberLimits {
  deposit: Record<LimitPeriod, Satang | null>;
  loss: Record<LimitPeriod, Satang | null>;
  session: { minutes: number | null };
  pending: { kind: MoneyLimitKind; period: LimitPeriod; value: Satang | null; effectiveAt: string }[];
}

const READ = (memberId: bigint) => sql`
  select kind, period,
    (case when pending_at <= now() then pending_value else value end)::text as value,
    pending_value::text,
    case when pending_at > now() then to_char(pending_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end as pending_at
  from member_limits where member_id = ${memberId.toString()}::bigint`;

const emptyPeriods = (): Record<LimitPeriod, Satang | null> => ({ day: null, week: null, month: null });

export const readLimits = async (db: Database, memberId: bigint): Promise<MemberLimits> => {
  const limits: MemberLimits = {
    deposit: emptyPeriods(),
    loss: emptyPeriods(),
    session: { minutes: null },
    pending: [],
  };
  for (const row of rowsOf<LimitRow>(await db.execute(READ(memberId)))) {
    if (row.kind === 'session') {
      limits.session.minutes = row.value === null ? null : Number(row.value);
      continue;
    }
    const period = row.period as LimitPeriod;
    limits[row.kind][period] = row.value === null ? null : satang(row.value);
    if (row.pending_at !== null)
      limits.pending.push({
        kind: row.kind,
        period,
        value: row.pending_value === null ? null : satang(row.pending_value),
        effectiveAt: row.pending_at,
      });
  }
  limits.pending.sort(
    (a, b) =>
      MONEY_LIMIT_KINDS.indexOf(a.kind) - MONEY_LIMIT_KINDS.indexOf(b.kind) ||
      LIMIT_PERIODS.indexOf(a.period) - LIMIT_PERIODS.indexOf(b.period),
  );
  return limits;
};

/**
 * Sets one limit, by the database's clock, under the row's lock (a deposit or stake checking it
 * waits, or is waited for). What is in force is first the pending change whose time came. Then a
 * lower limit, or a first one, applies at once and drops any waiting change; a higher one or a
 * removal waits LIMIT_RAISE_DELAY_HOURS (a second raise restarts the wait). The reminder is not a
 * limit on play: it applies at once.
 */
export const updateLimit = async (
  db: Database,
  memberId: bigint,
  update: { kind: MoneyLimitKind | 'session'; period: LimitPeriod | 'session'; value: bigint | null },
): Promise<void> => {
  const member = memberId.toString();
  const value = update.value === null ? null : update.value.toString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into member_limits (member_id, kind, period) values (${member}::bigint, ${update.kind}, ${update.period})
      on conflict do nothing`);
    await tx.execute(sql`
      with current as (
        select case when pending_at <= now() then pending_value else value end as value
        from member_limits
        where member_id = ${member}::bigint and kind = ${update.kind} and period = ${update.period}
        for update),
      at_once as (
        select ${update.kind} = 'session' or c.value is null
          or (${value}::bigint is not null and ${value}::bigint <= c.value) as yes, c.value
        from current c)
      update member_limits l set
        value = case when a.yes then ${value}::bigint else a.value end,
        pending_value = case when a.yes then null else ${value}::bigint end,
        pending_at = case when a.yes then null else now() + make_interval(hours => ${LIMIT_RAISE_DELAY_HOURS}::int) end,
        updated_at = now()
      from at_once a
      where l.member_id = ${member}::bigint and l.kind = ${update.kind} and l.period = ${update.period}`);
    // A row with nothing in force and nothing waiting says nothing.
    await tx.execute(sql`
      delete from member_limits
      where member_id = ${member}::bigint and kind = ${update.kind} and period = ${update.period}
        and value is null and pending_at is null`);
  });
};
