import type { adminBoundsAnswer, adminRatesAnswer, adminTierAnswer, BetOption } from '@chokdee/domain';
import type { z } from 'zod';
import { parseBahtInput } from '../../wallet/admin/index.ts';

/**
 * The editable part of a family's or a round's settings as form text, and back. Texts that are
 * not a rate or a baht amount become NaN, so the domain schema (the one the server runs) names
 * the field; nothing here multiplies floats.
 */
export interface OptionRow {
  rate: string;
  betMin: string;
  betMax: string;
}
export interface SettingsValues {
  rows: Partial<Record<BetOption, OptionRow>>;
  tiers: { aboveStake: string; ratePercent: string }[];
  roundMax: string;
  cancelMinutes: string;
}

export interface Settings {
  options: BetOption[];
  rates: z.input<typeof adminRatesAnswer>;
  bounds: z.input<typeof adminBoundsAnswer>;
  tiers: z.input<typeof adminTierAnswer>[];
  roundMax: number | null;
  cancelMinutes: number;
}

const text = (value: number | undefined | null): string =>
  value === undefined || value === null ? '' : String(value);

export const toValues = (s: Settings): SettingsValues => ({
  rows: Object.fromEntries(
    s.options.map((o) => [
      o,
      { rate: text(s.rates[o]), betMin: text(s.bounds[o]?.betMin), betMax: text(s.bounds[o]?.betMax) },
    ]),
  ),
  tiers: s.tiers.map((t) => ({ aboveStake: text(t.aboveStake), ratePercent: text(t.ratePercent) })),
  roundMax: text(s.roundMax),
  cancelMinutes: text(s.cancelMinutes),
});

/** A rate typed by staff: digits with at most 2 decimals (3.2), else NaN. */
export const parseRateInput = (value: string): number => {
  const clean = value.trim();
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Number(clean) : Number.NaN;
};
const baht = (value: string): number => parseBahtInput(value) ?? Number.NaN;
const whole = (value: string): number => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

export const toBody = (options: readonly BetOption[], v: SettingsValues) => ({
  rates: Object.fromEntries(options.map((o) => [o, parseRateInput(v.rows[o]?.rate ?? '')])),
  bounds: Object.fromEntries(
    options.map((o) => [o, { betMin: baht(v.rows[o]?.betMin ?? ''), betMax: baht(v.rows[o]?.betMax ?? '') }]),
  ),
  tiers: v.tiers.map((t) => ({ aboveStake: baht(t.aboveStake), ratePercent: whole(t.ratePercent) })),
  roundMax: v.roundMax.trim() === '' ? null : baht(v.roundMax),
  cancelMinutes: whole(v.cancelMinutes),
});

/** Dates typed one per line or separated by commas/spaces. */
export const parseDates = (value: string): string[] => value.split(/[\s,]+/).filter((d) => d !== '');
export const formatDates = (dates: readonly string[] | undefined): string => (dates ?? []).join('\n');

/** A family's discount offer as form text: whether it is offered, its percent and rate per option. */
export interface DiscountValues {
  on: boolean;
  percent: string;
  rates: Partial<Record<BetOption, string>>;
}

export const toDiscountValues = (
  options: readonly BetOption[],
  discount: { percent: number; rates: z.input<typeof adminRatesAnswer> } | null,
): DiscountValues => ({
  on: discount !== null,
  percent: text(discount?.percent),
  rates: Object.fromEntries(options.map((o) => [o, text(discount?.rates[o])])),
});

/** The `discount` of a family update: null when not offered; texts that are not numbers become NaN. */
export const discountBody = (options: readonly BetOption[], v: DiscountValues) =>
  v.on
    ? {
        percent: whole(v.percent),
        rates: Object.fromEntries(options.map((o) => [o, parseRateInput(v.rates[o] ?? '')])),
      }
    : null;
