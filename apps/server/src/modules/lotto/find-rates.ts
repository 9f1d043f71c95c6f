import {
  effectiveBounds,
  effectiveRate,
  hundredthsToRate,
  priceBoundsFromStored,
  rateTiersFromStored,
  satang,
  type BetOption,
  type DiscountOffer,
  type RateTable,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { findMostBought, findRuledOrSoldNumbers, type RuledNumberRow } from './exposure-repository.ts';
import type { RoundRow } from './round-view.ts';

const RECOMMENDED = 10;

export const ratesOf = (round: RoundRow) =>
  Object.entries(round.rates as RateTable).map(([option, rate]) => ({
    option,
    multiply: hundredthsToRate(rate ?? 0),
  }));

/** A family's discount offer as bet-lists.one shows it: the percent and its rates as JSON numbers. */
export const discountView = (offer: DiscountOffer | null) =>
  offer === null
    ? null
    : {
        percent: offer.percent,
        rates: Object.entries(offer.rates).map(([option, rate]) => ({
          option,
          multiply: hundredthsToRate(rate ?? 0),
        })),
      };

export const minMaxOf = (round: RoundRow) => {
  const table = priceBoundsFromStored(round.bounds);
  const roundMax = round.roundMax === null ? null : satang(round.roundMax);
  return (Object.keys(table) as BetOption[]).flatMap((option) => {
    const bounds = effectiveBounds(option, table, roundMax);
    return bounds ? [{ betOption: option, betMin: bounds.betMin, betMax: bounds.betMax }] : [];
  });
};

const effectiveOf = (round: RoundRow, row: RuledNumberRow): number =>
  effectiveRate({
    roundRate: (round.rates as RateTable)[row.option as BetOption] ?? 0,
    fixedRate: row.has_rule ? row.rate : undefined,
    soldStake: satang(row.stake),
    tiers: rateTiersFromStored(round.tiers),
  });

/**
 * rate-now: every number of the round (optionally one option) whose effective rate differs from
 * the round's rate: staff rules and numbers whose sold stake passed a tier.
 */
export const findRatesNow = async (db: Database, round: RoundRow, option?: string) => {
  const rows = await findRuledOrSoldNumbers(db, round.id, option);
  const rates = round.rates as RateTable;
  return rows
    .map((row) => ({ number: row.number, option: row.option, rate: effectiveOf(round, row) }))
    .filter((row) => row.rate !== rates[row.option as BetOption])
    .map((row) => ({ number: row.number, option: row.option, multiply: hundredthsToRate(row.rate) }));
};

/** rate-recommend: the round's most-bought numbers (the "hot" numbers) with their rate now. */
export const findRecommended = async (db: Database, round: RoundRow, option?: string) => {
  const rows = await findMostBought(db, round.id, RECOMMENDED, option);
  return rows.map((row) => ({
    number: row.number,
    option: row.option,
    multiply: hundredthsToRate(effectiveOf(round, row)),
  }));
};
