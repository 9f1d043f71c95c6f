import {
  effectiveRate,
  hundredthsToRate,
  isBetOption,
  rateTiersFromStored,
  satang,
  sumSatang,
  type AdminExposure,
  type BetOption,
  type RateTable,
  type Satang,
} from '@chokdee/domain';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { lottoRounds } from '../../db/schema/index.ts';
import { appError } from '../../platform/errors.ts';
import { findNumberRules, keyOf } from './exposure.ts';

export interface ExposureQuery {
  roundId: string;
  sort: 'stake' | 'payout';
  limit: number;
  option?: BetOption | undefined;
}

const money = (text: string | null): Satang => satang(text ?? '0');

/**
 * The live exposure of a round: the numbers with the most stake or the largest potential payout,
 * per-option sums, and the rate each listed number sells at now. Read-only and lock-free, so
 * refreshing it every few seconds never slows placement. It sorts the round's rows (primary key
 * range, a few thousand rows at most) at query time: an index on stake would make every
 * placement's exposure update a non-HOT one (docs/performance.md "Placing a poy").
 */
export const roundExposure = async (db: Database, query: ExposureQuery): Promise<AdminExposure> => {
  const [round] = await db
    .select()
    .from(lottoRounds)
    .where(eq(lottoRounds.id, BigInt(query.roundId)));
  if (!round) throw appError('ROUND_NOT_FOUND');
  const order = query.sort === 'payout' ? sql`e.payout desc, e.stake desc` : sql`e.stake desc, e.payout desc`;
  const optionFilter = query.option ? sql`and e.option = ${query.option}` : sql``;
  const [items, byOption, poys] = await Promise.all([
    db.execute(sql`
      select e.option, e.number, e.stake::text, e.payout::text from lotto_exposure e
      where e.round_id = ${round.id.toString()}::bigint and e.stake > 0 ${optionFilter}
      order by ${order}, e.option, e.number limit ${query.limit}`),
    db.execute(sql`
      select e.option, sum(e.stake)::text as stake, sum(e.payout)::text as payout, max(e.payout)::text as max_payout, count(*)::int as numbers
      from lotto_exposure e where e.round_id = ${round.id.toString()}::bigint and e.stake > 0
      group by e.option order by e.option`),
    db.execute(
      sql`select count(*)::int as n from poys where round_id = ${round.id.toString()}::bigint and status = 'ACTIVE'`,
    ),
  ]);
  const top = rowsOf<{ option: string; number: string; stake: string; payout: string }>(items);
  const options = rowsOf<{
    option: string;
    stake: string;
    payout: string;
    max_payout: string;
    numbers: number;
  }>(byOption);
  const rules = await findNumberRules(db, round.id, top);
  const rates = round.rates as RateTable;
  const rateNow = (row: { option: string; number: string; stake: string }): number | null => {
    if (!isBetOption(row.option)) return null;
    const rate = effectiveRate({
      roundRate: rates[row.option] ?? 0,
      fixedRate: rules.get(keyOf(row)),
      soldStake: satang(row.stake),
      tiers: rateTiersFromStored(round.tiers),
    });
    return hundredthsToRate(rate);
  };
  const sum = (key: 'stake' | 'payout') => sumSatang(options.map((o) => satang(o[key])));
  return {
    roundId: round.id.toString(),
    sort: query.sort,
    totals: {
      stake: sum('stake'),
      payout: sum('payout'),
      numbers: options.reduce((n, o) => n + Number(o.numbers), 0),
      poys: Number(rowsOf<{ n: number }>(poys)[0]?.n ?? 0),
    },
    byOption: options.map((o) => ({
      option: o.option,
      stake: money(o.stake),
      payout: money(o.payout),
      maxPayout: money(o.max_payout),
    })),
    items: top.map((row) => ({
      option: row.option,
      number: row.number,
      stake: money(row.stake),
      payout: money(row.payout),
      rate: rateNow(row),
    })),
  };
};
