import type { AchievementKind } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Each achievement kind's progress as one query over every member (the evaluation) or one member
 * (their page): rows `(member_id, family, progress)`, family only for FAMILY_WIN. Read straight
 * from the tables that record what counts (docs/growth.md, "Achievements"): the ledger for
 * deposits and turnover, poys for slips and wins, the shots for the 16th.
 */
/** `and <column> = <member>` when one member is asked for, nothing for every member. */
const only = (column: string, member: bigint | undefined): SQL =>
  member === undefined ? sql.empty() : sql`and ${sql.raw(column)} = ${member.toString()}::bigint`;

const progressOf: Record<AchievementKind, (member: bigint | undefined) => SQL> = {
  // A deposit is a DEPOSIT or PREDEPOSIT entry on the member's cash.
  FIRST_DEPOSIT: (member) => sql`
    select la.member_id, null::text as family, 1::bigint as progress
    from ledger_accounts la
    join ledger_postings p on p.account_id = la.id
    join ledger_entries e on e.id = p.entry_id and e.type in ('DEPOSIT', 'PREDEPOSIT')
    where la.kind = 'CASH' ${only('la.member_id', member)}
    group by la.member_id`,
  POYS_PLACED: (member) => sql`
    select p.member_id, null::text as family, count(*)::bigint as progress
    from poys p where p.status <> 'CANCELLED' ${only('p.member_id', member)}
    group by p.member_id`,
  // Whole baht staked this +07:00 month (stakes − refunds of every family and games), by the
  // entries' time; the target is baht.
  MONTH_TURNOVER: (member) => sql`
    select la.member_id, null::text as family,
      greatest(coalesce(sum(-p.amount) filter (where starts_with(e.type, 'BET_')), 0)
        - coalesce(sum(p.amount) filter (where not starts_with(e.type, 'BET_')), 0), 0) / 100 as progress
    from ledger_entries e
    join ledger_postings p on p.entry_id = e.id
    join ledger_accounts la on la.id = p.account_id and la.kind = 'CASH'
    where e.created_at >= (date_trunc('month', (now() at time zone 'UTC') + interval '7 hours') - interval '7 hours') at time zone 'UTC'
      and e.type in ('BET_GOV', 'BET_YEEKEE', 'BET_STOCK', 'BET_SET_4', 'BET_GAME', 'ABORT_POY', 'ABORT_GAME', 'REFUND_GAME')
      ${only('la.member_id', member)}
    group by la.member_id`,
  // The 16th from the last shot of a round that was drawn (the shooter the result names).
  YEEKEE_SIXTEENTH: (member) => sql`
    select y.member_id, null::text as family, 1::bigint as progress
    from lotto_ying_counters c
    join lotto_yings y on y.round_id = c.round_id and y.seq = c.count - 15
    join lotto_rounds r on r.id = c.round_id and r.status in ('DRAWN', 'SETTLED')
    where c.closed ${only('y.member_id', member)}
    group by y.member_id`,
  FAMILY_WIN: (member) => sql`
    select p.member_id, r.family, 1::bigint as progress
    from poys p join lotto_rounds r on r.id = p.round_id
    where p.status = 'SETTLED' and p.win > 0 ${only('p.member_id', member)}
    group by p.member_id, r.family`,
};

/**
 * The active achievements of one kind with each member's progress toward them (capped at the
 * target), over every member or only `memberId`.
 */
export const kindProgress = (kind: AchievementKind, memberId?: bigint): SQL => sql`
  select a.id as achievement_id, a.target, a.reward, x.member_id, least(x.progress, a.target) as progress
  from achievements a
  join (${progressOf[kind](memberId)}) x
    on a.family is not distinct from x.family
  where a.active and a.kind = ${kind}`;
