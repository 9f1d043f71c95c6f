import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisAmountOf, commissionOf, type CommissionBasis, type MemberDay } from './commission.ts';

const satangs = fc.bigInt({ min: 0n, max: 10_000_000_00n });
const memberDay = fc.record({ stakes: satangs, wins: satangs, refunds: satangs });
const rate = fc.integer({ min: 0, max: 10_000 });

/** The reference model: plain numbers, shares as fractions of a whole, rounded down at the end. */
const reference = (
  basis: CommissionBasis,
  level1: MemberDay[],
  level2: MemberDay[],
  bp1: number,
  bp2: number,
) => {
  const counted = (day: MemberDay) => {
    const [stakes, wins, refunds] = [Number(day.stakes), Number(day.wins), Number(day.refunds)];
    return Math.max(0, basis === 'TURNOVER' ? stakes - refunds : stakes - wins - refunds);
  };
  const sum = (days: MemberDay[]) => days.reduce((total, day) => total + counted(day), 0);
  // In 1/10,000 satang the shares are whole numbers, exact in a double below 2^53.
  const scaled = sum(level1) * bp1 + sum(level2) * bp2;
  return { commission: Math.floor(scaled / 10_000), remainder: scaled % 10_000 };
};

describe('commissionOf over random days of referred members', () => {
  it('agrees with the reference model and never creates a satang', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CommissionBasis>('TURNOVER', 'NET_LOSS'),
        fc.array(memberDay, { maxLength: 20 }),
        fc.array(memberDay, { maxLength: 20 }),
        rate,
        rate,
        (basis, level1, level2, bp1, bp2) => {
          const amount = (days: MemberDay[]) =>
            days.reduce((total, day) => total + basisAmountOf(basis, day), 0n);
          const got = commissionOf(amount(level1), amount(level2), { level1Bp: bp1, level2Bp: bp2 });
          const want = reference(basis, level1, level2, bp1, bp2);
          expect({ commission: Number(got.commission), remainder: got.remainder }).toEqual(want);
          // Paid plus rounded off is exactly the share: nothing created, nothing lost.
          const exact = amount(level1) * BigInt(bp1) + amount(level2) * BigInt(bp2);
          expect(got.commission * 10_000n + BigInt(got.remainder)).toBe(exact);
        },
      ),
    );
  });
});

describe('basisAmountOf', () => {
  it('counts turnover net of refunds and net loss net of wins, never below zero', () => {
    const day = { stakes: 100_00n, wins: 250_00n, refunds: 10_00n };
    expect(basisAmountOf('TURNOVER', day)).toBe(90_00n);
    expect(basisAmountOf('NET_LOSS', day)).toBe(0n);
    expect(basisAmountOf('NET_LOSS', { ...day, wins: 30_00n })).toBe(60_00n);
  });
  it('pays 0.5 % of 1,000.99 baht as 5 baht and records the 0.0495 satang rounded off', () => {
    expect(commissionOf(1_000_99n, 0n, { level1Bp: 50, level2Bp: 0 })).toEqual({
      commission: 500n,
      remainder: 4950,
    });
  });
});
