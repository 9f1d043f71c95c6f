import { describe, expect, it } from 'vitest';
import { lottoOptions, optionOfRate } from './lotto-option-order.ts';

describe('optionOfRate', () => {
  it('maps names containing "Nha" to teng_bon_nha_3 and reads camelCase', () => {
    expect(optionOfRate('tengBonNha3')).toBe('teng_bon_nha_3');
    expect(optionOfRate('teng_bon_nha_3')).toBe('teng_bon_nha_3');
    expect(optionOfRate('tengBon3')).toBe('teng_bon_3');
    expect(optionOfRate('tode3')).toBe('tode_3');
    expect(optionOfRate('teng_lang_1')).toBe('teng_lang_1');
    expect(optionOfRate('somethingElse')).toBeNull();
  });
});

describe('lottoOptions (spec §4)', () => {
  it('sorts 3-digit by rate descending, then swaps the second and last when more than two', () => {
    const out = lottoOptions([
      { option: 'tode_3', rate: 150 },
      { option: 'teng_bon_3', rate: 900 },
      { option: 'tengBonNha3', rate: 450 },
      { option: 'teng_lang_3', rate: 400 },
    ]);
    // sorted: bon 900, nha 450, lang 400, tode 150 → swap 2nd and last
    expect(out[3].map((e) => e.option)).toEqual(['teng_bon_3', 'tode_3', 'teng_lang_3', 'teng_bon_nha_3']);
  });
  it('does not swap with two entries', () => {
    const out = lottoOptions([
      { option: 'tode_3', rate: 150 },
      { option: 'teng_bon_3', rate: 900 },
    ]);
    expect(out[3].map((e) => e.option)).toEqual(['teng_bon_3', 'tode_3']);
  });
  it('skips multiplier 0 and groups by digit count', () => {
    const out = lottoOptions([
      { option: 'teng_bon_3', rate: 900 },
      { option: 'tode_3', rate: 0 },
      { option: 'teng_lang_2', rate: 90 },
      { option: 'teng_bon_2', rate: 90 },
      { option: 'teng_bon_1', rate: 3.2 },
      { option: 'bogus', rate: 5 },
    ]);
    expect(out).toEqual({
      1: [{ option: 'teng_bon_1', rate: 3.2 }],
      2: [
        { option: 'teng_bon_2', rate: 90 },
        { option: 'teng_lang_2', rate: 90 },
      ],
      3: [{ option: 'teng_bon_3', rate: 900 }],
    });
  });
});
