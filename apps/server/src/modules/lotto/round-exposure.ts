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
import type { Database } from '../../db/client.ts';
import { findNumberRules, keyOf } from './exposure.ts';
import { findRoundExposure } from './exposure-repository.ts';
import { getRoundOr404 } from './rounds-repository.ts';

export interface ExposureQuery {
  roundId: string;
  sort: 'stake' | 'payout';
  limit: number;
  option?: BetOption | undefined;
}

const money = (text: string | null): Satang => satang(text ?? '0');

/**
 * The live exposure of a round: the numbers with the most stake or the largest potential payout,
 * per-option sums, and the rate each listed number sells at now.
 */
export const roundExposure = async (db: Database, query: ExposureQuery): Promise<AdminExposure> => {
  const round = await getRoundOr404(db, BigInt(query.roundId));
  const { top, options, poys } = await findRoundExposure(db, round.id, query);
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
      poys,
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
