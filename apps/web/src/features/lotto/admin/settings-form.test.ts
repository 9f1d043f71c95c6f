import { adminFamilyUpdateRequest } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import {
  discountBody,
  parseDates,
  parseRateInput,
  toBody,
  toDiscountValues,
  toValues,
} from './settings-form.ts';

const settings = {
  options: ['teng_bon_1', 'teng_bon_3'] as const,
  rates: { teng_bon_1: 3.2, teng_bon_3: 900 },
  bounds: { teng_bon_1: { betMin: 1, betMax: 10000 }, teng_bon_3: { betMin: 1.14, betMax: 2000 } },
  tiers: [{ aboveStake: 20000, ratePercent: 50 }],
  roundMax: null,
  cancelMinutes: 30,
};

describe('lotto settings form', () => {
  it('round-trips settings through the form text exactly (1.14 stays 1.14, 3.2 stays 3.2)', () => {
    const body = toBody([...settings.options], toValues({ ...settings, options: [...settings.options] }));
    expect(body).toEqual({
      rates: settings.rates,
      bounds: settings.bounds,
      tiers: settings.tiers,
      roundMax: null,
      cancelMinutes: 30,
    });
    expect(adminFamilyUpdateRequest.safeParse({ family: 'stock', ...body }).success).toBe(true);
  });

  it('turns what is not a rate or an amount into NaN so the domain schema names the field', () => {
    expect(parseRateInput('3.255')).toBeNaN();
    expect(parseRateInput('1e3')).toBeNaN();
    expect(parseRateInput(' 92 ')).toBe(92);
    const values = toValues({ ...settings, options: [...settings.options] });
    values.rows.teng_bon_1 = { rate: 'abc', betMin: '1,000', betMax: '0' };
    values.tiers = [{ aboveStake: '100', ratePercent: '50.5' }];
    const body = toBody([...settings.options], values);
    expect(body.rates.teng_bon_1).toBeNaN();
    expect(body.bounds.teng_bon_1).toEqual({ betMin: 1000, betMax: Number.NaN });
    const parsed = adminFamilyUpdateRequest.safeParse({ family: 'stock', ...body });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['rates.teng_bon_1', 'bounds.teng_bon_1.betMax', 'tiers.0.ratePercent']),
    );
  });

  it('reads dates one per line or separated by commas', () => {
    expect(parseDates('2026-01-01\n2026-01-16, 2026-02-01  ')).toEqual([
      '2026-01-01',
      '2026-01-16',
      '2026-02-01',
    ]);
  });

  it('round-trips a discount offer, and sends null when it is switched off', () => {
    const options = [...settings.options];
    const offer = { percent: 33, rates: { teng_bon_1: 2.5, teng_bon_3: 550 } };
    const values = toDiscountValues(options, offer);
    expect(discountBody(options, values)).toEqual(offer);
    expect(discountBody(options, { ...values, on: false })).toBeNull();
    expect(toDiscountValues(options, null)).toEqual({
      on: false,
      percent: '',
      rates: { teng_bon_1: '', teng_bon_3: '' },
    });
    const typo = discountBody(options, { ...values, percent: '33.5' });
    const parsed = adminFamilyUpdateRequest.safeParse({
      family: 'stock',
      ...toBody(options, toValues({ ...settings, options })),
      discount: typo,
    });
    expect(parsed.success).toBe(false);
  });
});
