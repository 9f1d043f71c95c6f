import { satang, type NumberState } from '@chokdee/domain';
import { param, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/** One (option, number) of a round. */
export interface NumberKey {
  option: string;
  number: string;
}

export const keyOf = (line: NumberKey): string => `${line.option}:${line.number}`;

/** Key → state; a key missing from the map has no rule and nothing sold. */
export type NumberStates = Map<string, NumberState>;

export const stateOf = (states: NumberStates, line: NumberKey): NumberState =>
  states.get(keyOf(line)) ?? { rule: undefined, sold: satang(0n) };

/**
 * The distinct keys of some lines as two arrays for `unnest`: the planner then knows how many
 * there are and looks each up by primary key, instead of hashing the whole round.
 */
export const keyArrays = (lines: readonly NumberKey[]): { options: SQL; numbers: SQL } => {
  const keys = [...new Map(lines.map((l) => [keyOf(l), l])).values()];
  return {
    options: sql`${param(keys.map((k) => k.option))}::text[]`,
    numbers: sql`${param(keys.map((k) => k.number))}::text[]`,
  };
};

interface StateRow {
  option: string;
  number: string;
  ruled: boolean;
  rate: number | null;
  sold: string;
}

/** Columns `option, number, ruled, rate` of rows `source` (with columns option, number) joined to their staff rules. */
// LATERAL: one primary-key lookup per number, whatever the planner thinks of the round's size.
const withRules = (roundId: bigint, source: SQL): SQL => sql`
  select s.option, s.number, r.ruled is not null as ruled, r.rate, s.sold
  from ${source} s
  left join lateral (
    select true as ruled, rate from lotto_number_rules
    where round_id = ${roundId.toString()}::bigint and option = s.option and number = s.number) r on true`;

const statesOf = (rows: readonly StateRow[]): NumberStates =>
  new Map(rows.map((r) => [keyOf(r), { rule: r.ruled ? r.rate : undefined, sold: satang(r.sold) }]));

/**
 * A scalar subquery answering, as json, the rule and the sold stake of each of the lines' numbers
 * (read without locks: a snapshot to price with, which placement re-checks under the row locks).
 */
export const numberStatesJson = (roundId: bigint, lines: readonly NumberKey[]): SQL => {
  const { options, numbers } = keyArrays(lines);
  const sold = sql`(select k.option, k.number, coalesce((select e.stake from lotto_exposure e
      where e.round_id = ${roundId.toString()}::bigint and e.option = k.option and e.number = k.number), 0)::text as sold
    from unnest(${options}, ${numbers}) as k(option, number))`;
  return sql`(select coalesce(json_agg(row_to_json(n)), '[]'::json) from (${withRules(roundId, sold)}) n)`;
};

export const parseNumberStates = (json: unknown): NumberStates => statesOf(json as StateRow[]);

/** Staff rules of the given numbers: key → fixed rate (hundredths) or null (closed). */
export const findNumberRules = async (
  db: Database,
  roundId: bigint,
  lines: readonly NumberKey[],
): Promise<Map<string, number | null>> => {
  const { options, numbers } = keyArrays(lines);
  const rows = rowsOf<StateRow>(
    await db.execute(
      withRules(
        roundId,
        sql`(select k.option, k.number, 0 as sold from unnest(${options}, ${numbers}) as k(option, number))`,
      ),
    ),
  );
  return new Map(rows.filter((r) => r.ruled).map((r) => [keyOf(r), r.rate]));
};

/** A line's addition to its number's exposure (satang), and the stake sold before its poy that its rate holds for (null: no bound). */
export interface ExposureLine extends NumberKey {
  price: bigint;
  payout: bigint;
  soldAbove: bigint | null;
  soldUpTo: bigint | null;
}

/**
 * CTEs `placed` (the poy's lines summed per number, with the range of stake sold their rate holds for)
 * and `added`, which adds them to their numbers' exposure rows, creating missing ones, and answers
 * each row's stake after the addition. It takes the rows' locks (held until COMMIT) in one order,
 * the same in every transaction, so concurrent poys queue on a hot number instead of
 * deadlocking: longest numbers first, so a poy waiting for a row holds only rows few others want
 * (1,000 numbers of a 3-digit option) and the hot rows (10 numbers of a 1-digit option) are taken
 * last and held briefly. The lock also makes the stake it answers final for this transaction.
 */
export const addExposureCtes = (roundId: bigint, lines: readonly ExposureLine[]): SQL => {
  const column = <T>(of: (line: ExposureLine) => T) => param(lines.map(of));
  const bound = (value: bigint | null) => (value === null ? null : value.toString());
  return sql`placed as (
  select l.option, l.number, sum(l.stake) as stake, sum(l.payout) as payout, max(l.above) as above, min(l.up_to) as up_to
  from unnest(${column((l) => l.option)}::text[], ${column((l) => l.number)}::text[],
    ${column((l) => l.price.toString())}::bigint[], ${column((l) => l.payout.toString())}::bigint[],
    ${column((l) => bound(l.soldAbove))}::bigint[], ${column((l) => bound(l.soldUpTo))}::bigint[])
    as l(option, number, stake, payout, above, up_to)
  group by l.option, l.number),
added as (
  insert into lotto_exposure as e (round_id, option, number, stake, payout)
  select ${roundId.toString()}::bigint, option, number, stake, payout from placed
  order by length(number) desc, option, number
  on conflict (round_id, option, number) do update set stake = e.stake + excluded.stake, payout = e.payout + excluded.payout
  returning e.option, e.number, e.stake)`;
};

/**
 * After addExposureCtes: aborts the transaction (lotto_rate_moved, SQLSTATE CD001) when the
 * stake sold on a number before this poy (its stake under the lock, minus the poy's) left the
 * range the poy's lines on it were priced for. `last` is evaluated once, after that count: the
 * latest point of the statement.
 */
export const rateMovedCheck = (
  last: SQL,
): SQL => sql`select lotto_rate_moved(count(*)) as moved, ${last} as last
  from added a join placed p on p.option = a.option and p.number = a.number
  where a.stake - p.stake <= p.above or a.stake - p.stake > p.up_to`;
