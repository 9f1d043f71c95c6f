import {
  effectiveBounds,
  effectiveRate,
  hundredthsToRate,
  priceBoundsFromStored,
  rateTiersFromStored,
  satang,
  type BetOption,
  type RateTable,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import type { RoundRow } from './round-view.ts';

const RECOMMENDED = 10;

export const ratesOf = (round: RoundRow) =>
  Object.entries(round.rates as RateTable).map(([option, rate]) => ({
    option,
    multiply: hundredthsToRate(rate ?? 0),
  }));

export const minMaxOf = (round: RoundRow) => {
  const table = priceBoundsFromStored(round.bounds);
  const roundMax = round.roundMax === null ? null : satang(round.roundMax);
  return (Object.keys(table) as BetOption[]).flatMap((betOption) => {
    const bounds = effectiveBounds(betOption, table, roundMax);
    return bounds ? [{ betOption, betMin: bounds.betMin, betMax: bounds.betMax }] : [];
  });
};

interface NumberRow {
  option: string;
  number: string;
  rate: number | null;
  has_rule: boolean;
  stake: string;
}

const effectiveOf = (round: RoundRow, row: NumberRow): number =>
  effectiveRate({
    roundRate: (round.rates as RateTable)[row.option as BetOption] ?? 0,
    fixedRate: row.has_rule ? row.rate : undefined,
    soldStake: satang(row.stake),
    tiers: rateTiersFromStored(round.tiers),
  });

/**
 * rate-now: every number of the round (optionally one option) whose effective rate differs from
 * the round's rate: staff rules and numbers whose sold stake passed a tier. Only rule and exposure
 * rows are read (both indexed by round), never all 1,000 numbers of every option.
 */
export const findRatesNow = async (db: Database, round: RoundRow, option?: string) => {
  const onlyOption = option ? sql`and option = ${option}` : sql``;
  const rows = rowsOf<NumberRow>(
    await db.execute(sql`
      select coalesce(r.option, e.option) as option, coalesce(r.number, e.number) as number, r.rate,
        r.round_id is not null as has_rule, coalesce(e.stake, 0)::text as stake
      from (select * from lotto_number_rules where round_id = ${round.id.toString()}::bigint ${onlyOption}) r
      full join (select * from lotto_exposure where round_id = ${round.id.toString()}::bigint ${onlyOption}) e
        on e.option = r.option and e.number = r.number
      order by 1, 2`),
  );
  const rates = round.rates as RateTable;
  return rows
    .map((row) => ({ number: row.number, option: row.option, rate: effectiveOf(round, row) }))
    .filter((row) => row.rate !== rates[row.option as BetOption])
    .map((row) => ({ number: row.number, option: row.option, multiply: hundredthsToRate(row.rate) }));
};

/** rate-recommend: the round's most-bought numbers (the "hot" numbers) with their rate now. */
export const findRecommended = async (db: Database, round: RoundRow, option?: string) => {
  const onlyOption = option ? sql`and e.option = ${option}` : sql``;
  const rows = rowsOf<NumberRow>(
    await db.execute(sql`
      select e.option, e.number, r.rate, r.round_id is not null as has_rule, e.stake::text as stake
      from lotto_exposure e
      left join lotto_number_rules r on r.round_id = e.round_id and r.option = e.option and r.number = e.number
      where e.round_id = ${round.id.toString()}::bigint and e.stake > 0 ${onlyOption}
      order by e.stake desc, e.option, e.number
      limit ${RECOMMENDED}`),
  );
  return rows.map((row) => ({
    number: row.number,
    option: row.option,
    multiply: hundredthsToRate(effectiveOf(round, row)),
  }));
};
