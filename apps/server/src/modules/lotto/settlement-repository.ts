import type { LottoResult, RoundFamily } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/**
 * Settlement's statements: the DRAWN rounds, a round with its confirmed result, a batch of its
 * poys marked won or lost, and the round marked SETTLED. Poys still to settle are ACTIVE, or
 * SETTLED against an older result (a correction).
 */

export interface RoundToSettle {
  id: string;
  family: RoundFamily;
  result_id: string;
  result: LottoResult;
}

export interface SettledPoy {
  id: string;
  member_id: string;
  win: string;
  old_status: string;
  old_win: string | null;
  old_result_id: string | null;
  total: string;
  /** Some line's win differs from what it was before this batch. */
  changed: boolean;
}

/** A winning number of the result; a 4D set's prize as int8 text (JSON has no bigint). */
export interface Winner {
  option: string;
  number: string;
  set_prize: string | null;
}

/** The oldest DRAWN rounds, 20 at a time (the scheduler comes back every few seconds). */
export const findDrawnRoundIds = async (db: Database): Promise<string[]> =>
  rowsOf<{ id: string }>(
    await db.execute(
      sql`select id::text from lotto_rounds where status = 'DRAWN' order by result_at, id limit 20`,
    ),
  ).map((r) => r.id);

/** The DRAWN round with its CONFIRMED result, locked; undefined when another node holds it (SKIP LOCKED). */
export const lockRoundToSettle = async (tx: Database, roundId: bigint): Promise<RoundToSettle | undefined> =>
  rowsOf<RoundToSettle>(
    await tx.execute(sql`
      select r.id::text, r.family, res.id::text as result_id, res.result
      from lotto_rounds r join lotto_results res on res.round_id = r.id and res.status = 'CONFIRMED'
      where r.id = ${roundId.toString()}::bigint and r.status = 'DRAWN'
      for update of r skip locked`),
  )[0];

/**
 * Claims the next poys still to settle and settles them: one UPDATE marks every line won or lost
 * with its win (a join with the winning numbers), one UPDATE sets each poy's total win and SETTLED.
 */
export const settlePoyBatch = async (
  tx: Database,
  round: RoundToSettle,
  winners: readonly Winner[],
  batchPoys: number,
): Promise<SettledPoy[]> =>
  rowsOf<SettledPoy>(
    await tx.execute(sql`
      with batch as (
        select id, status as old_status, win as old_win, result_id as old_result_id from poys
        where round_id = ${round.id}::bigint
          and (status = 'ACTIVE' or (status = 'SETTLED' and result_id <> ${round.result_id}::bigint))
        order by id limit ${batchPoys}
        for update),
      winners as (select * from jsonb_to_recordset(${JSON.stringify(winners)}::jsonb) as w(option text, number text, set_prize bigint)),
      marked as (
        update poy_lines l
        set win = case when w.number is null then 0 when l.option = 'set_4' then l.sets * w.set_prize else l.price * l.multiply / 100 end
        from poy_lines x join batch b on b.id = x.poy_id left join winners w on w.option = x.option and w.number = x.number
        where l.id = x.id
        returning l.poy_id, l.win, x.win is distinct from l.win as changed)
      update poys p set status = 'SETTLED', win = t.win, result_id = ${round.result_id}::bigint
      from (select poy_id, sum(win) as win, bool_or(changed) as changed from marked group by poy_id) t join batch b on b.id = t.poy_id
      where p.id = t.poy_id
      returning p.id::text, p.member_id::text, p.win::text, b.old_status, b.old_win::text, b.old_result_id::text, p.total::text, t.changed`),
  );

export const countPoysToSettle = async (tx: Database, round: RoundToSettle): Promise<number> =>
  rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(*)::int as n from poys
      where round_id = ${round.id}::bigint and (status = 'ACTIVE' or (status = 'SETTLED' and result_id <> ${round.result_id}::bigint))`),
  )[0]?.n ?? 0;

export const markRoundSettled = async (tx: Database, round: RoundToSettle): Promise<void> => {
  await tx.execute(sql`
    update lotto_rounds set status = 'SETTLED', settled_result_id = ${round.result_id}::bigint, settled_at = now()
    where id = ${round.id}::bigint`);
};
