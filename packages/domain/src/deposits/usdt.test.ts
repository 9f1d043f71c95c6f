import { describe, expect, it } from 'vitest';
import { microToUsdt, microUsdtFor, satangForMicroUsdt, usdtToMicro } from './usdt.ts';

describe('micro-USDT', () => {
  it('rounds the expected amount up to the micro-USDT', () => {
    // 1,000 baht at 35.00: 28.5714285714... -> 28.571429
    expect(microUsdtFor(100_000n, 3_500n)).toBe(28_571_429n);
    // Exact division stays exact: 3,500 baht at 35.00 = 100 USDT.
    expect(microUsdtFor(350_000n, 3_500n)).toBe(100_000_000n);
    // 100.01 baht at 32.87: 3.0425920292... -> 3.042593 (up, not to the nearest)
    expect(microUsdtFor(10_001n, 3_287n)).toBe(3_042_593n);
    expect(() => microUsdtFor(0n, 3_500n)).toThrow(RangeError);
  });

  it('never asks for less than the baht amount is worth', () => {
    for (const [amount, rate] of [
      [10_001n, 3_287n],
      [19_999_999n, 3_333n],
      [12_345n, 3_699n],
    ] as const) {
      const micro = microUsdtFor(amount, rate);
      expect(satangForMicroUsdt(micro, rate)).toBeGreaterThanOrEqual(amount);
      // ...and one micro-USDT less would be worth less than asked.
      expect((micro - 1n) * rate).toBeLessThan(amount * 1_000_000n);
    }
  });

  it('values an arrival at the rate, rounding down to the satang', () => {
    expect(satangForMicroUsdt(28_571_429n, 3_500n)).toBe(100_000n);
    expect(satangForMicroUsdt(20_000_000n, 3_500n)).toBe(70_000n);
    expect(satangForMicroUsdt(1n, 3_500n)).toBe(0n);
  });

  it('reads decimal text and JSON numbers by their digits, refusing more than 6 decimals', () => {
    expect(usdtToMicro('28.571429')).toBe(28_571_429n);
    expect(usdtToMicro(28.571429)).toBe(28_571_429n);
    expect(usdtToMicro('100')).toBe(100_000_000n);
    expect(usdtToMicro(0.1)).toBe(100_000n);
    expect(usdtToMicro('1.0000001')).toBeNull();
    expect(usdtToMicro(1e-7)).toBeNull();
    expect(usdtToMicro('-1')).toBeNull();
    expect(usdtToMicro('abc')).toBeNull();
    expect(usdtToMicro(Number.NaN)).toBeNull();
  });

  it('writes micro-USDT with all six decimals', () => {
    expect(microToUsdt(28_571_429n)).toBe('28.571429');
    expect(microToUsdt(100_000_000n)).toBe('100.000000');
    expect(microToUsdt(5n)).toBe('0.000005');
  });
});
