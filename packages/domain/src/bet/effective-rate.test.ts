import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Satang } from '../money/satang.ts';
import { effectiveRate, sameRateRange, type RateTier } from './effective-rate.ts';

const s = (amount: number | bigint): Satang => BigInt(amount) as Satang;

const tiers: RateTier[] = [
  { aboveStake: s(2_000_000), ratePercent: 50 },
  { aboveStake: s(5_000_000), ratePercent: 0 },
];

describe('effectiveRate', () => {
  it('is the round rate while nothing passed a tier, a fixed rate replaces it, a closed rule is 0', () => {
    expect(effectiveRate({ roundRate: 90000, soldStake: s(0), tiers })).toBe(90000);
    expect(effectiveRate({ roundRate: 90000, soldStake: s(2_000_000), tiers })).toBe(90000);
    expect(effectiveRate({ roundRate: 90000, fixedRate: 70000, soldStake: s(0), tiers })).toBe(70000);
    expect(effectiveRate({ roundRate: 90000, fixedRate: null, soldStake: s(0), tiers })).toBe(0);
  });

  it('applies the highest tier passed by the stake sold before the line, whatever the tier order', () => {
    expect(effectiveRate({ roundRate: 90000, soldStake: s(2_000_001), tiers })).toBe(45000);
    expect(effectiveRate({ roundRate: 320, soldStake: s(2_000_001), tiers })).toBe(160);
    expect(effectiveRate({ roundRate: 90000, soldStake: s(5_000_001), tiers: [...tiers].reverse() })).toBe(0);
    expect(effectiveRate({ roundRate: 90000, fixedRate: 70000, soldStake: s(3_000_000), tiers })).toBe(35000);
  });

  it('rounds a halved odd rate down to the hundredth', () => {
    expect(effectiveRate({ roundRate: 425, soldStake: s(2_000_001), tiers })).toBe(212);
  });
});

describe('sameRateRange', () => {
  it('is bounded by the tiers around the stake sold; unbounded where there is none', () => {
    expect(sameRateRange(s(0), tiers)).toEqual({ above: null, upTo: 2_000_000n });
    expect(sameRateRange(s(2_000_000), tiers)).toEqual({ above: null, upTo: 2_000_000n });
    expect(sameRateRange(s(2_000_001), [...tiers].reverse())).toEqual({
      above: 2_000_000n,
      upTo: 5_000_000n,
    });
    expect(sameRateRange(s(9_000_000), tiers)).toEqual({ above: 5_000_000n, upTo: null });
    expect(sameRateRange(s(123), [])).toEqual({ above: null, upTo: null });
  });

  const tierList = fc.array(
    fc.record({
      aboveStake: fc.bigInt({ min: 0n, max: 10_000n }).map(s),
      ratePercent: fc.integer({ min: 0, max: 100 }),
    }),
    { maxLength: 5 },
  );

  it('every stake in the range gets the same rate; each end is a tier the stake passes or leaves there', () => {
    fc.assert(
      fc.property(
        tierList,
        fc.bigInt({ min: 0n, max: 12_000n }).map(s),
        fc.bigInt({ min: 0n, max: 12_000n }).map(s),
        (list, sold, other) => {
          const { above, upTo } = sameRateRange(sold, list);
          const rate = (stake: Satang) => effectiveRate({ roundRate: 90_000, soldStake: stake, tiers: list });
          const inside = (above === null || other > above) && (upTo === null || other <= upTo);
          if (inside) expect(rate(other)).toBe(rate(sold));
          // Each end is a tier boundary: crossing it passes (or leaves) that tier.
          const reached = (stake: Satang) =>
            list.filter((t) => stake > t.aboveStake).map((t) => t.aboveStake);
          if (above !== null) {
            expect(reached(above)).not.toContain(above);
            expect(reached(s(above + 1n))).toContain(above);
          }
          if (upTo !== null) {
            expect(reached(upTo)).not.toContain(upTo);
            expect(reached(s(upTo + 1n))).toContain(upTo);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
