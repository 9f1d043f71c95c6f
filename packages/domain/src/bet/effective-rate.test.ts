import { describe, expect, it } from 'vitest';
import { effectiveRate } from './effective-rate.ts';

const tiers = [
  { aboveStake: 2_000_000, ratePercent: 50 },
  { aboveStake: 5_000_000, ratePercent: 0 },
];

describe('effectiveRate', () => {
  it('is the round rate while nothing passed a tier, a fixed rate replaces it, a closed rule is 0', () => {
    expect(effectiveRate({ roundRate: 90000, soldStake: 0, tiers })).toBe(90000);
    expect(effectiveRate({ roundRate: 90000, soldStake: 2_000_000, tiers })).toBe(90000);
    expect(effectiveRate({ roundRate: 90000, fixedRate: 70000, soldStake: 0, tiers })).toBe(70000);
    expect(effectiveRate({ roundRate: 90000, fixedRate: null, soldStake: 0, tiers })).toBe(0);
  });

  it('applies the highest tier passed by the stake sold before the line, whatever the tier order', () => {
    expect(effectiveRate({ roundRate: 90000, soldStake: 2_000_001, tiers })).toBe(45000);
    expect(effectiveRate({ roundRate: 320, soldStake: 2_000_001, tiers })).toBe(160);
    expect(effectiveRate({ roundRate: 90000, soldStake: 5_000_001, tiers: [...tiers].reverse() })).toBe(0);
    expect(effectiveRate({ roundRate: 90000, fixedRate: 70000, soldStake: 3_000_000, tiers })).toBe(35000);
  });

  it('rounds a halved odd rate down to the hundredth', () => {
    expect(effectiveRate({ roundRate: 425, soldStake: 2_000_001, tiers })).toBe(212);
  });
});
