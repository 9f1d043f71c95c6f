import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bahtToSatang, formatBaht, satang, satangToBaht } from './satang.ts';

describe('bahtToSatang', () => {
  it('reads baht by digits, not by float multiplication', () => {
    expect(bahtToSatang(0.29)).toBe(29n);
    expect(bahtToSatang(1.1)).toBe(110n);
    expect(bahtToSatang(100.37)).toBe(10037n);
    expect(bahtToSatang('49000')).toBe(4_900_000n);
    expect(bahtToSatang(-5.5)).toBe(-550n);
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
      if (!/^\d+(\.\d{1,2})?$/.test(String(baht)) || bahtToSatang(baht) !== BigInt(n))
        wrong.push(`${n} -> ${baht}`);
    }
    expect(wrong).toEqual([]);
  });
  it('round-trips every satang amount through baht', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(bahtToSatang(satangToBaht(satang(n)))).toBe(BigInt(n));
      }),
    );
  });
});

describe('satang', () => {
  it('brands integers, and refuses fractions, unsafe numbers and non-integer text', () => {
    expect(() => satang(1.5)).toThrow(RangeError);
    expect(() => satang(2 ** 60)).toThrow(RangeError);
    expect(() => satang('1.5')).toThrow(RangeError);
    expect(satang(12)).toBe(12n);
    expect(satang('-12')).toBe(-12n);
    expect(satang(2n ** 60n)).toBe(2n ** 60n);
  });
  it('refuses baht past 2^53 satang, whose JSON number has lost its digits', () => {
    expect(bahtToSatang('90071992547409.91')).toBe(9_007_199_254_740_991n);
    expect(bahtToSatang('90071992547409.92')).toBeNull();
  });
});

describe('formatBaht', () => {
  it('formats with thousands separators and two decimals', () => {
    expect(formatBaht(satang(1_000_000))).toBe('10,000.00');
    expect(formatBaht(5n)).toBe('0.05');
  });
});
