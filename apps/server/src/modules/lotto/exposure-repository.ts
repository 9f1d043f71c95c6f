import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/**
 * Reads of lotto_exposure (one row per sold number: stake and potential payout, satang) for staff
 * and the rate lists. Read-only and lock-free, so refreshing them never slows placement; the
 * placement's own statements are in exposure.ts.
 */

/** Stake, payout (int8 text) and active poys of many rounds in one statement (poys_round_idx). */
export const findRoundSales = async (
  db: Database,
  roundIds: readonly bigint[],
): Promise<{ round_id: string; stake: string; payout: string; poys: number }[]> => {
  const ids = `{${roundIds.join(',')}}`;
  return rowsOf<{ round_id: string; stake: string; payout: string; poys: number }>(
    await db.execute(sql`
      select r.id::text as round_id,
        coalesce((select sum(e.stake) from lotto_exposure e where e.round_id = r.id), 0)::text as stake,
        coalesce((select sum(e.payout) from lotto_exposure e where e.round_id = r.id), 0)::text as payout,
        (select count(*) from poys p where p.round_id = r.id and p.status = 'ACTIVE')::int as poys
      from unnest(${ids}::bigint[]) as r(id)`),
  );
};

export interface ExposureFilter {
  sort: 'stake' | 'payout';
  limit: number;
  option?: string | undefined;
}

export interface ExposureRow {
  option: string;
  number: string;
  stake: string;
  payout: string;
}

export interface OptionExposureRow {
  option: string;
  stake: string;
  payout: string;
  max_payout: string;
  numbers: number;
}

/**
 * A round's top numbers by stake or payout, its per-option sums and its active poys. It sorts the
 * round's rows (primary key range, a few thousand rows at most) at query time: an index on stake
 * would make every placement's exposure update a non-HOT one (docs/performance.md "Placing a poy").
 */
export const findRoundExposure = async (db: Database, roundId: bigint, filter: ExposureFilter) => {
  const order =
    filter.sort === 'payout' ? sql`e.payout desc, e.stake desc` : sql`e.stake desc, e.payout desc`;
  const optionFilter = filter.option ? sql`and e.option = ${filter.option}` : sql``;
  const [items, byOption, poys] = await Promise.all([
    db.execute(sql`
      select e.option, e.number, e.stake::text, e.payout::text from lotto_exposure e
      where e.round_id = ${roundId.toString()}::bigint and e.stake > 0 ${optionFilter}
      order by ${order}, e.option, e.number limit ${filter.limit}`),
    db.execute(sql`
      select e.option, sum(e.stake)::text as stake, sum(e.payout)::text as payout, max(e.payout)::text as max_payout, count(*)::int as numbers
      from lotto_exposure e where e.round_id = ${roundId.toString()}::bigint and e.stake > 0
      group by e.option order by e.option`),
    db.execute(
      sql`select count(*)::int as n from poys where round_id = ${roundId.toString()}::bigint and status = 'ACTIVE'`,
    ),
  ]);
  return {
    top: rowsOf<ExposureRow>(items),
    options: rowsOf<OptionExposureRow>(byOption),
    poys: Number(rowsOf<{ n: number }>(poys)[0]?.n ?? 0),
  };
};

/** A number with its staff rule (if any) and its sold stake (int8 text). */
export interface RuledNumberRow {
  option: string;
  number: string;
  rate: number | null;
  has_rule: boolean;
  stake: string;
}

/**
 * Every number of a round (optionally one option) that has a staff rule or sold stake. Only rule
 * and exposure rows are read (both indexed by round), never all 1,000 numbers of every option.
 */
export const findRuledOrSoldNumbers = async (
  db: Database,
  roundId: bigint,
  option?: string,
): Promise<RuledNumberRow[]> => {
  const onlyOption = option ? sql`and option = ${option}` : sql``;
  return rowsOf<RuledNumberRow>(
    await db.execute(sql`
      select coalesce(r.option, e.option) as option, coalesce(r.number, e.number) as number, r.rate,
        r.round_id is not null as has_rule, coalesce(e.stake, 0)::text as stake
      from (select * from lotto_number_rules where round_id = ${roundId.toString()}::bigint ${onlyOption}) r
      full join (select * from lotto_exposure where round_id = ${roundId.toString()}::bigint ${onlyOption}) e
        on e.option = r.option and e.number = r.number
      order by 1, 2`),
  );
};

/** A round's most-bought numbers (the "hot" numbers) with their staff rule. */
export const findMostBought = async (
  db: Database,
  roundId: bigint,
  limit: number,
  option?: string,
): Promise<RuledNumberRow[]> => {
  const onlyOption = option ? sql`and e.option = ${option}` : sql``;
  return rowsOf<RuledNumberRow>(
    await db.execute(sql`
      select e.option, e.number, r.rate, r.round_id is not null as has_rule, e.stake::text as stake
      from lotto_exposure e
      left join lotto_number_rules r on r.round_id = e.round_id and r.option = e.option and r.number = e.number
      where e.round_id = ${roundId.toString()}::bigint and e.stake > 0 ${onlyOption}
      order by e.stake desc, e.option, e.number
      limit ${limit}`),
  );
};
