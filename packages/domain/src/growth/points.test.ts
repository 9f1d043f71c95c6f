import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINT_FAMILIES, pointsOf, redeemValueOf, type PointFamily } from './points.ts';

const stake = fc.record({
  family: fc.constantFrom<PointFamily>(...POINT_FAMILIES),
  turnover: fc.bigInt({ min: 1n, max: 1_000_000_00n }),
});
const rates = fc.record(
  Object.fromEntries(POINT_FAMILIES.map((f) => [f, fc.integer({ min: 0, max: 10_000 })])) as Record<
    PointFamily,
    fc.Arbitrary<number>
  >,
);

/** The reference model: plain numbers, each stake's share in 1/10,000 hundredths, floored. */
const reference = (history: { family: PointFamily; turnover: bigint }[], rate: Record<PointFamily, number>) =>
  history.reduce(
    (sum, s) => {
      const scaled = Number(s.turnover) * rate[s.family];
      return {
        points: sum.points + Math.floor(scaled / 10_000),
        remainder: sum.remainder + (scaled % 10_000),
      };
    },
    { points: 0, remainder: 0 },
  );

describe('pointsOf over random turnover histories', () => {
  it('agrees with the reference model and never creates a point', () => {
    fc.assert(
      fc.property(fc.array(stake, { maxLength: 50 }), rates, (history, rate) => {
        const earned = history.map((s) => pointsOf(s.turnover, rate[s.family]));
        const points = earned.reduce((sum, e) => sum + e.points, 0n);
        const remainder = earned.reduce((sum, e) => sum + e.remainder, 0);
        expect({ points: Number(points), remainder }).toEqual(reference(history, rate));
        // Earned plus rounded off is exactly the share of every stake: nothing created, nothing lost.
        const exact = history.reduce((sum, s) => sum + s.turnover * BigInt(rate[s.family]), 0n);
        expect(points * 10_000n + BigInt(remainder)).toBe(exact);
        for (const e of earned) expect(e.remainder).toBeLessThan(10_000);
      }),
    );
  });
});

describe('redeemValueOf', () => {
  it('pays 1 baht a point at 10,000 basis points, rounding down', () => {
    expect(redeemValueOf(100_00n, 10_000)).toBe(100_00n);
    expect(redeemValueOf(1n, 5_000)).toBe(0n);
  });
  it('never pays more than the exact value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 100_000 }), (p, bp) => {
        const paid = redeemValueOf(p, bp);
        expect(paid * 10_000n <= p * BigInt(bp)).toBe(true);
        expect((paid + 1n) * 10_000n > p * BigInt(bp)).toBe(true);
      }),
    );
  });
});
