import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { satang } from '../money/satang.ts';
import { slipMaxWin, type PricedSlipLine } from './max-win.ts';
import { OPTION_DIGITS, type BetOption } from './options.ts';
import { DEFAULT_RATES, potentialWin } from './rates.ts';
import { govResult, type LottoResult } from './results.ts';
import { nineteenDoors, shuffle3 } from './slip-helpers.ts';
import { isWinningLine } from './win-rules.ts';

const line = (option: BetOption, number: string, priceSatang: number, rate: number): PricedSlipLine => ({
  option,
  number,
  price: satang(priceSatang),
  rate,
});

const pays = (lines: readonly PricedSlipLine[], result: LottoResult): bigint =>
  lines.reduce(
    (sum, l) => (isWinningLine(l.option, l.number, result) ? sum + potentialWin(l.price, l.rate) : sum),
    0n,
  );

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

/** Every draw of top3 and bottom2 (10^3 × 10^2), derived the government way: first prize …top3. */
const TOP_BOTTOM_DRAWS: LottoResult[] = Array.from({ length: 100_000 }, (_, i) =>
  govResult({
    firstPrize: `000${pad(i % 1000, 3)}`,
    front3: [],
    back3: [],
    last2: pad(Math.floor(i / 1000), 2),
  }),
);

const bruteForce = (lines: readonly PricedSlipLine[], draws: readonly LottoResult[]): bigint =>
  draws.reduce((best, draw) => {
    const paid = pays(lines, draw);
    return paid > best ? paid : best;
  }, 0n);

/**
 * Every government draw of front-3 and back-3 that can matter: each prize is a number on the slip
 * or one of two numbers not on it (any number not on the slip pays nothing, so two stand for all).
 */
const frontBackDraws = (lines: readonly PricedSlipLine[]): LottoResult[] => {
  const on = new Set(lines.map((l) => l.number));
  const absent = Array.from({ length: 1000 }, (_, n) => pad(n, 3))
    .filter((n) => !on.has(n))
    .slice(0, 2);
  const candidates = (option: BetOption) => [
    ...new Set([...lines.filter((l) => l.option === option).map((l) => l.number), ...absent]),
  ];
  const pairs = (values: string[]) => values.flatMap((a) => values.map((b) => [a, b]));
  return pairs(candidates('teng_bon_nha_3')).flatMap((front3) =>
    pairs(candidates('teng_lang_3')).map((back3) =>
      govResult({ firstPrize: '000000', front3, back3, last2: '00' }),
    ),
  );
};

/** Numbers over a few digits, so lines overlap (tode with 3-top, runs with 2-top) as slips do. */
const slipLine = (options: readonly BetOption[]) =>
  fc
    .record({
      option: fc.constantFrom(...options),
      digits: fc.array(fc.constantFrom('0', '1', '2', '7'), { minLength: 3, maxLength: 3 }),
      price: fc.integer({ min: 1, max: 50_000 }),
      rate: fc.integer({ min: 0, max: 100_000 }),
    })
    .map(({ option, digits, price, rate }) =>
      line(option, digits.join('').slice(0, OPTION_DIGITS[option]), price, rate),
    );

/** Lines unique per (option, number), as the slip keeps them. */
const slipOf = (options: readonly BetOption[], maxLength: number) =>
  fc.uniqueArray(slipLine(options), { maxLength, selector: (l) => `${l.option}:${l.number}` });

const TOP_BOTTOM: BetOption[] = [
  'teng_bon_3',
  'tode_3',
  'teng_bon_2',
  'teng_lang_2',
  'teng_bon_1',
  'teng_lang_1',
];
const rates = DEFAULT_RATES.gov;

describe('slipMaxWin', () => {
  it('19 doors under 2-top and 2-bottom at 1 baht: one top and one bottom number win', () => {
    const doors = nineteenDoors('7');
    const lines = (['teng_bon_2', 'teng_lang_2'] as const).flatMap((option) =>
      doors.map((n) => line(option, n, 100, rates[option] ?? 0)),
    );
    expect(lines).toHaveLength(38);
    // The old sum of every line (3,420 baht) against the true best draw, 90 + 90 baht.
    expect(lines.reduce((sum, l) => sum + potentialWin(l.price, l.rate), 0n)).toBe(342_000n);
    expect(slipMaxWin(lines)).toBe(18_000n);
  });

  it('one draw can pay 3-top, every tode, 2-top and the runs of its digits together', () => {
    const lines = [
      line('teng_bon_3', '123', 100, 90000),
      ...shuffle3('123').map((n) => line('tode_3', n, 100, 15000)),
      line('teng_bon_2', '23', 100, 9000),
      line('teng_bon_2', '45', 1000, 9000),
      line('teng_bon_1', '1', 100, 320),
      line('teng_bon_1', '3', 100, 320),
      line('teng_lang_1', '3', 100, 420),
    ];
    // top3 123: 900 + 6 × 150 + 90 + 3.20 + 3.20; bottom2 with a 3: 4.20. A top2 of 45 pays 900 only.
    expect(slipMaxWin(lines)).toBe(BigInt(90_000 + 6 * 15_000 + 9_000 + 320 + 320 + 420));
    expect(bruteForce(lines, TOP_BOTTOM_DRAWS)).toBe(slipMaxWin(lines));
  });

  it('front-3 and back-3 have two prizes each: the two best numbers of each win', () => {
    const lines = [
      line('teng_bon_nha_3', '111', 100, 45000),
      line('teng_bon_nha_3', '222', 300, 45000),
      line('teng_bon_nha_3', '333', 200, 45000),
      line('teng_lang_3', '444', 100, 45000),
      line('teng_bon_3', '111', 100, 90000),
    ];
    expect(slipMaxWin(lines)).toBe(BigInt(135_000 + 90_000 + 45_000 + 90_000));
  });

  it('an empty slip or closed lines (rate 0) win nothing', () => {
    expect(slipMaxWin([])).toBe(0n);
    expect(slipMaxWin([line('teng_bon_3', '123', 100, 0)])).toBe(0n);
  });

  it('equals the brute force over all 10^3 × 10^2 top/bottom draws', () => {
    fc.assert(
      fc.property(slipOf(TOP_BOTTOM, 10), (lines) => {
        expect(slipMaxWin(lines)).toBe(bruteForce(lines, TOP_BOTTOM_DRAWS));
      }),
      // Each run checks 10^5 draws: fifteen slips of up to ten overlapping lines per test run.
      { numRuns: 15 },
    );
  }, 30_000);

  it('equals the brute force over the front-3 and back-3 draws of a government slip', () => {
    fc.assert(
      fc.property(slipOf(['teng_bon_nha_3', 'teng_lang_3'], 8), (lines) => {
        expect(slipMaxWin(lines)).toBe(bruteForce(lines, frontBackDraws(lines)));
      }),
      { numRuns: 100 },
    );
  });
});
