import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bahtToSatang, formatBaht, satang, satangToBaht } from './satang.ts';

describe('bahtToSatang', () => {
  it('reads baht by digits, not by float multiplication', () => {
    expect(bahtToSatang(0.29)).toBe(29);
    expect(bahtToSatang(1.1)).toBe(110);
    expect(bahtToSatang(100.37)).toBe(10037);
    expect(bahtToSatang('49000')).toBe(4_900_000);
    expect(bahtToSatang(-5.5)).toBe(-550);
  });
  it('refuses more than two decimals, NaN, infinities and non-numbers', () => {
    for (const bad of [100.375, Number.NaN, Infinity, '1e3', 'abc', '', '1.', '.5', '1,000']) {
      expect(bahtToSatang(bad)).toBeNull();
    }
  });
  it('gives the exact two-decimal baht for every amount up to 2,000 baht', () => {
    const wrong: string[] = [];
    for (let n = 0; n <= 200_000; n++) {
      const baht = satangToBaht(satang(n));
      if (!/^\d+(\.\d{1,2})?$/.test(String(baht)) || bahtToSatang(baht) !== n) wrong.push(`${n} -> ${baht}`);
    }
    expect(wrong).toEqual([]);
  });
  it('round-trips every satang amount through baht', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(bahtToSatang(satangToBaht(satang(n)))).toBe(n);
      }),
    );
  });
});

describe('satang', () => {
  it('refuses fractions and unsafe integers', () => {
    expect(() => satang(1.5)).toThrow(RangeError);
    expect(() => satang(2n ** 60n)).toThrow(RangeError);
    expect(satang(12n)).toBe(12);
  });
});

describe('formatBaht', () => {
  it('formats with thousands separators and two decimals', () => {
    expect(formatBaht(satang(1_000_000))).toBe('10,000.00');
    expect(formatBaht(5n)).toBe('0.05');
  });
});
