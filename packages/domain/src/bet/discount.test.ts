import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { satang } from '../money/satang.ts';
import { discountedRate, lineDiscount, paidPrice, rateForMode } from './discount.ts';

describe('discount', () => {
  it('takes the percent off the stake, rounding the discount down', () => {
    expect(lineDiscount(satang(100_00), 33)).toBe(33_00n);
    expect(paidPrice(satang(100_00), 33)).toBe(67_00n);
    // 1 satang at 33 %: no discount (0.33 satang rounds down), the member pays 1 satang.
    expect(paidPrice(satang(1), 33)).toBe(1n);
    expect(() => lineDiscount(satang(1), 33.5)).toThrow(RangeError);
  });

  it('pays discount + paid = price for every price and percent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000_00n }), fc.integer({ min: 0, max: 100 }), (p, pct) => {
        const price = satang(p);
        const d = lineDiscount(price, pct);
        expect(d + paidPrice(price, pct)).toBe(price);
        expect(d * 100n <= price * BigInt(pct)).toBe(true);
        expect((d + 1n) * 100n > price * BigInt(pct)).toBe(true);
      }),
    );
  });

  it('carries a lowered or closed full rate over to the discount rate in proportion', () => {
    expect(discountedRate(90000, 90000, 70000)).toBe(70000);
    expect(discountedRate(45000, 90000, 70000)).toBe(35000);
    expect(discountedRate(0, 90000, 70000)).toBe(0);
    expect(discountedRate(320, 320, 0)).toBe(0);
    expect(discountedRate(100, 320, 250)).toBe(78);
  });

  it('never gives a discount rate above the offer when the full rate is lowered', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (base, nowRaw, disc) => {
          const now = Math.min(nowRaw, base);
          const rate = discountedRate(now, base, disc);
          expect(rate).toBeLessThanOrEqual(disc);
          expect(rate).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('prices full pay at the rate now and discount at the offer', () => {
    const full = { teng_bon_2: 9000 };
    const offer = { percent: 30, rates: { teng_bon_2: 6500 } };
    expect(rateForMode('teng_bon_2', 9000, full, null)).toBe(9000);
    expect(rateForMode('teng_bon_2', 9000, full, offer)).toBe(6500);
    expect(rateForMode('teng_bon_2', 4500, full, offer)).toBe(3250);
    expect(rateForMode('teng_bon_1', 320, full, offer)).toBe(0);
  });
});
