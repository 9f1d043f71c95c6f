import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROMOTION_TYPES, promotionBonusOf, type PromotionTerms } from './promotion-bonus.ts';

const terms = fc.record({
  type: fc.constantFrom(...PROMOTION_TYPES),
  percentBp: fc.integer({ min: 0, max: 10_000 }),
  cap: fc.bigInt({ min: 0n, max: 10_000_000_00n }),
  multiplierHundredths: fc.integer({ min: 0, max: 10_000 }),
});
const basis = fc.bigInt({ min: 0n, max: 100_000_000_00n });

/** The rule in plain rationals: exact values, then the floor, as a person would compute it. */
const reference = (t: PromotionTerms, amount: bigint) => {
  const exact = (Number(amount) * t.percentBp) / 10_000;
  const bonus = Math.min(Math.floor(exact), Number(t.cap));
  const counted = t.type === 'CASHBACK' ? bonus : Number(amount) + bonus;
  const turnover = bonus > 0 ? Math.floor((counted * t.multiplierHundredths) / 100) : 0;
  return { bonus, turnover };
};

describe('promotionBonusOf', () => {
  it('matches the plain reference model', () => {
    fc.assert(
      fc.property(terms, fc.bigInt({ min: 0n, max: 1_000_000_00n }), (t, amount) => {
        const { bonus, turnover } = promotionBonusOf(t, amount);
        expect({ bonus: Number(bonus), turnover: Number(turnover) }).toEqual(reference(t, amount));
      }),
    );
  });

  it('never creates a satang: the bonus is at most the exact share and the cap', () => {
    fc.assert(
      fc.property(terms, basis, (t, amount) => {
        const { bonus } = promotionBonusOf(t, amount);
        expect(bonus * 10_000n <= amount * BigInt(t.percentBp)).toBe(true);
        expect(bonus <= t.cap).toBe(true);
        expect(bonus >= 0n).toBe(true);
        // Rounded down by less than one satang, unless the cap cut it.
        if (bonus < t.cap) expect(amount * BigInt(t.percentBp) - bonus * 10_000n < 10_000n).toBe(true);
      }),
    );
  });

  it('examples: 10 % of 1,000.05 baht capped at 500, turnover (deposit + bonus) × 1.5', () => {
    const deposit = { type: 'DEPOSIT', percentBp: 1_000, cap: 500_00n, multiplierHundredths: 150 } as const;
    expect(promotionBonusOf(deposit, 1_000_05n)).toEqual({ bonus: 100_00n, turnover: 1_650_07n });
    expect(promotionBonusOf(deposit, 9_999_99n)).toEqual({ bonus: 500_00n, turnover: 15_749_98n });
    const cashback = { type: 'CASHBACK', percentBp: 500, cap: 1_000_00n, multiplierHundredths: 100 } as const;
    // 5 % of 333.33 baht = 16.6665: 16.66 paid, bet once.
    expect(promotionBonusOf(cashback, 333_33n)).toEqual({ bonus: 16_66n, turnover: 16_66n });
    expect(promotionBonusOf(cashback, 0n)).toEqual({ bonus: 0n, turnover: 0n });
    expect(promotionBonusOf({ ...cashback, multiplierHundredths: 0 }, 100_00n)).toEqual({
      bonus: 5_00n,
      turnover: 0n,
    });
  });
});
