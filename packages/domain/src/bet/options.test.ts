import { describe, expect, it } from 'vitest';
import { satang } from '../money/satang.ts';
import { CONFLICTS, conflictsWith, toggleBetType } from './conflicts.ts';
import {
  BET_OPTIONS,
  BET_TYPES,
  FAMILY_OPTIONS,
  OPTION_DIGITS,
  betTransactionType,
  familySells,
  winTransactionType,
} from './options.ts';
import {
  DEFAULT_PRICE_BOUNDS,
  checkPrice,
  clampPrice,
  effectiveBounds,
  startingPrice,
} from './price-bounds.ts';
import { DEFAULT_RATES, hundredthsToRate, potentialWin, rateToHundredths } from './rates.ts';

describe('options and families', () => {
  it('digit counts', () => {
    expect(BET_OPTIONS.map((o) => OPTION_DIGITS[o])).toEqual([1, 1, 2, 2, 3, 3, 3, 3]);
  });
  it('government sells all eight, the others all but front-3 and back-3', () => {
    expect(FAMILY_OPTIONS.gov).toHaveLength(8);
    for (const family of ['stock', 'yeekee', 'yeekee5min', 'pingpong'] as const) {
      expect(FAMILY_OPTIONS[family]).toHaveLength(6);
      expect(familySells(family, 'teng_bon_nha_3')).toBe(false);
      expect(familySells(family, 'teng_lang_3')).toBe(false);
    }
  });
  it('transaction types by family', () => {
    expect(
      ['gov', 'stock', 'yeekee', 'pingpong', 'malay'].map((f) => betTransactionType(f as 'gov')),
    ).toEqual(['BET_GOV', 'BET_STOCK', 'BET_YEEKEE', 'BET_YEEKEE', 'BET_SET_4']);
    expect(winTransactionType('yeekee5min')).toBe('WIN_YEEKEE');
  });
});

describe('conflict table', () => {
  it('is symmetric', () => {
    for (const a of BET_TYPES) for (const b of CONFLICTS[a]) expect(conflictsWith(b, a)).toBe(true);
  });
  it('spec §3: doubles, low, high, even, odd conflict with none; 19/rood front/rood back/reverse exclude each other', () => {
    for (const t of [
      'option_2_ble',
      'option_2_low',
      'option_2_high',
      'option_2_even',
      'option_2_odd',
    ] as const)
      expect(CONFLICTS[t]).toEqual([]);
    expect([...CONFLICTS.option_2_19].sort()).toEqual(['option_2_roodlung', 'option_2_roodnha', 'shuffle_2']);
    expect(CONFLICTS.shuffle_3).toEqual(['tode_3']);
    expect(CONFLICTS.teng_bon_2).toEqual([]);
  });
  it('toggle: selecting removes conflicts, selecting again deselects', () => {
    let s = toggleBetType([], 'teng_bon_2');
    s = toggleBetType(s, 'option_2_19');
    s = toggleBetType(s, 'option_2_ble');
    s = toggleBetType(s, 'option_2_roodnha');
    expect(s).toEqual(['teng_bon_2', 'option_2_ble', 'option_2_roodnha']);
    s = toggleBetType(s, 'shuffle_2');
    expect(s).toEqual(['teng_bon_2', 'option_2_ble', 'shuffle_2']);
    expect(toggleBetType(s, 'option_2_ble')).toEqual(['teng_bon_2', 'shuffle_2']);
    expect(toggleBetType(['tode_3', 'teng_bon_3'], 'shuffle_3')).toEqual(['teng_bon_3', 'shuffle_3']);
  });
});

describe('rates', () => {
  it('are integer hundredths read by digits', () => {
    expect(rateToHundredths(3.2)).toBe(320);
    expect(rateToHundredths('900')).toBe(90000);
    expect(rateToHundredths(0.29)).toBe(29);
    expect(rateToHundredths(1.005)).toBeNull();
    expect(rateToHundredths(-1)).toBeNull();
    expect(hundredthsToRate(320)).toBe(3.2);
    // Every two-decimal rate reads back from its own answer (1 + 0.14 would print 1.1400000000000001).
    const misread = Array.from({ length: 200_001 }, (_, hundredths) => hundredths).filter(
      (hundredths) => rateToHundredths(hundredthsToRate(hundredths)) !== hundredths,
    );
    expect(misread).toEqual([]);
    expect(DEFAULT_RATES.gov.teng_bon_nha_3).toBe(45000);
    expect(DEFAULT_RATES.yeekee.teng_bon_2).toBe(9200);
    expect(DEFAULT_RATES.pingpong.teng_bon_3).toBe(85000);
    expect(DEFAULT_RATES.stock.teng_bon_nha_3).toBeUndefined();
  });
  it('potential win = price × rate, rounded down to the satang', () => {
    expect(potentialWin(satang(10_000), 90000)).toBe(9_000_000n);
    expect(potentialWin(satang(101), 320)).toBe(323n);
    expect(() => potentialWin(satang(1), -1)).toThrow(RangeError);
  });
});

describe('price bounds', () => {
  it('defaults: 1 baht minimum, 3-digit 2,000, 2-digit 5,000, run 10,000', () => {
    expect(DEFAULT_PRICE_BOUNDS.teng_bon_3).toEqual({ betMin: 100n, betMax: 200_000n });
    expect(DEFAULT_PRICE_BOUNDS.teng_lang_2.betMax).toBe(500_000n);
    expect(DEFAULT_PRICE_BOUNDS.teng_bon_1.betMax).toBe(1_000_000n);
    expect(startingPrice('tode_3')).toBe(100n);
  });
  it('the round maximum caps the option maximum', () => {
    expect(effectiveBounds('teng_bon_2', DEFAULT_PRICE_BOUNDS, satang(100_000))).toEqual({
      betMin: 100n,
      betMax: 100_000n,
    });
    expect(effectiveBounds('teng_bon_2', DEFAULT_PRICE_BOUNDS, satang(9_000_000))?.betMax).toBe(500_000n);
    expect(effectiveBounds('teng_bon_2', {}, null)).toBeNull();
  });
  it('checkPrice names the bound; clampPrice clamps', () => {
    const bounds = DEFAULT_PRICE_BOUNDS.teng_bon_3;
    expect(checkPrice(satang(100), bounds)).toBeNull();
    expect(checkPrice(satang(99), bounds)).toBe('Minimum bet is 1.00');
    expect(checkPrice(satang(200_001), bounds)).toBe('Maximum bet is 2,000.00');
    expect(checkPrice(satang(0), bounds)).toBe('Price must be a positive amount');
    expect(clampPrice(satang(5), bounds)).toBe(100n);
    expect(clampPrice(satang(999_999), bounds)).toBe(200_000n);
  });
});
