import { satang, type NumberState } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared-statements.ts';

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
export const keyArrays = (lines: readonly NumberKey[]): { options: string[]; numbers: string[] } => {
  const keys = [...new Map(lines.map((l) => [keyOf(l), l])).values()];
  return { options: keys.map((k) => k.option), numbers: keys.map((k) => k.number) };
};

interface StateRow {
  option: string;
  number: string;
  ruled: boolean;
  rate: number | null;
  sold: string;
}

const statesOf = (rows: readonly StateRow[]): NumberStates =>
  new Map(rows.map((r) => [keyOf(r), { rule: r.ruled ? r.rate : undefined, sold: satang(r.sold) }]));

// The placement's statements are SQL texts with their parameters' placeholders passed in (e.g.
// '$1'): the text of a statement is then the same for every slip, built once, and its values are
// plain arrays (drizzle's sql`` tree, built and rendered per slip, cost more client CPU than
// pricing the slip).

/**
 * A scalar subquery answering, as json, the rule and the sold stake of each of the numbers whose
 * options and numbers are the text[] parameters `options` and `numbers` (read without locks: a
 * snapshot to price with, which placement re-checks under the row locks), in round `round`
 * (a bigint parameter). LATERAL and scalar subqueries: one primary-key lookup per number,
 * whatever the planner thinks of the round's size.
 */
export const numberStatesJson = (round: string, options: string, numbers: string): string => `(
  select coalesce(json_agg(row_to_json(n)), '[]'::json) from (
    select k.option, k.number, r.ruled is not null as ruled, r.rate,
      coalesce((select e.stake from lotto_exposure e
        where e.round_id = ${round}::bigint and e.option = k.option and e.number = k.number), 0)::text as sold
    from unnest(${options}::text[], ${numbers}::text[]) as k(option, number)
    left join lateral (
      select true as ruled, rate from lotto_number_rules
      where round_id = ${round}::bigint and option = k.option and number = k.number) r on true) n)`;

export const parseNumberStates = (json: unknown): NumberStates => statesOf(json as StateRow[]);

const NUMBER_STATES = `select ${numberStatesJson('$1', '$2', '$3')} as numbers`;

/** Staff rules of the given numbers: key → fixed rate (hundredths) or null (closed). */
export const findNumberRules = async (
  db: Database,
  roundId: bigint,
  lines: readonly NumberKey[],
): Promise<Map<string, number | null>> => {
  const { options, numbers } = keyArrays(lines);
  const [row] = await runPrepared<{ numbers: unknown }>(db, {
    text: NUMBER_STATES,
    values: [roundId.toString(), options, numbers],
  });
  const rules = new Map<string, number | null>();
  for (const [key, { rule }] of parseNumberStates(row?.numbers ?? []))
    if (rule !== undefined) rules.set(key, rule);
  return rules;
};

/** A line's addition to its number's exposure (satang), and the stake sold before its poy that its rate holds for (null: no bound). */
export interface ExposureLine extends NumberKey {
  price: bigint;
  payout: bigint;
  soldAbove: bigint | null;
  soldUpTo: bigint | null;
}

/** The parameters addExposureCtes reads: the lines' columns as arrays, in line order. */
export const exposureArrays = (lines: readonly ExposureLine[]) => ({
  options: lines.map((l) => l.option),
  numbers: lines.map((l) => l.number),
  stakes: lines.map((l) => l.price.toString()),
  payouts: lines.map((l) => l.payout.toString()),
  soldAbove: lines.map((l) => (l.soldAbove === null ? null : l.soldAbove.toString())),
  soldUpTo: lines.map((l) => (l.soldUpTo === null ? null : l.soldUpTo.toString())),
});

/**
 * CTEs `placed` (the poy's lines summed per number, with the range of stake sold their rate holds for)
 * and `added`, which adds them to their numbers' exposure rows, creating missing ones, and answers
 * each row's stake after the addition. It takes the rows' locks (held until COMMIT) in one order,
 * the same in every transaction, so concurrent poys queue on a hot number instead of
 * deadlocking: longest numbers first, so a poy waiting for a row holds only rows few others want
 * (1,000 numbers of a 3-digit option) and the hot rows (10 numbers of a 1-digit option) are taken
 * last and held briefly. The lock also makes the stake it answers final for this transaction.
 * `p`: the placeholders of round `round` (bigint) and of exposureArrays' arrays.
 */
export const addExposureCtes = (
  p: Record<keyof ReturnType<typeof exposureArrays> | 'round', string>,
): string => `placed as (
  select l.option, l.number, sum(l.stake) as stake, sum(l.payout) as payout, max(l.above) as above, min(l.up_to) as up_to
  from unnest(${p.options}::text[], ${p.numbers}::text[], ${p.stakes}::bigint[], ${p.payouts}::bigint[],
    ${p.soldAbove}::bigint[], ${p.soldUpTo}::bigint[])
    as l(option, number, stake, payout, above, up_to)
  group by l.option, l.number),
added as (
  insert into lotto_exposure as e (round_id, option, number, stake, payout)
  select ${p.round}::bigint, option, number, stake, payout from placed
  order by length(number) desc, option, number
  on conflict (round_id, option, number) do update set stake = e.stake + excluded.stake, payout = e.payout + excluded.payout
  returning e.option, e.number, e.stake)`;

/**
 * After addExposureCtes: aborts the transaction (lotto_rate_moved, SQLSTATE CD001) when the
 * stake sold on a number before this poy (its stake under the lock, minus the poy's) left the
 * range the poy's lines on it were priced for. `last` is evaluated once, after that count: the
 * latest point of the statement.
 */
export const rateMovedCheck = (
  last: string,
): string => `select lotto_rate_moved(count(*)) as moved, ${last} as last
  from added a join placed p on p.option = a.option and p.number = a.number
  where a.stake - p.stake <= p.above or a.stake - p.stake > p.up_to`;
