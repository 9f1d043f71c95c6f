import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_OPTIONS, OPTION_DIGITS, type BetOption } from './options.ts';
import { fourDResult, govResult, stockResult, type LottoResult } from './results.ts';
import { isWinningLine, set4PrizeTier, winningNumbers } from './win-rules.ts';

const gov = govResult({ firstPrize: '845123', front3: ['044', '871'], back3: ['567', '120'], last2: '86' });

describe('result derivation', () => {
  it('government: top3/top2 from the first prize, bottom2 from last-2', () => {
    expect(gov).toEqual({
      top3: '123',
      top2: '23',
      bottom2: '86',
      front3: ['044', '871'],
      back3: ['567', '120'],
    });
    expect(() => govResult({ firstPrize: '12345', front3: [], back3: [], last2: '00' })).toThrow(RangeError);
  });
  it('stock: units digit + two decimals of the index, decimals of the change (sign ignored)', () => {
    expect(stockResult('27,345.67', '-123.45')).toEqual({ top3: '567', top2: '67', bottom2: '45' });
    expect(stockResult('1605.02', '+0.90')).toEqual({ top3: '502', top2: '02', bottom2: '90' });
    expect(() => stockResult('1605.2', '1.00')).toThrow(RangeError);
  });
  it('4D: four and an optional bottom2', () => {
    expect(fourDResult('1234')).toEqual({ four: '1234' });
    expect(fourDResult('1234', '56')).toEqual({ four: '1234', bottom2: '56' });
  });
});

describe('isWinningLine: hand-made cases for every option', () => {
  const cases: [BetOption, string, boolean][] = [
    ['teng_bon_3', '123', true],
    ['teng_bon_3', '321', false],
    ['tode_3', '321', true],
    ['tode_3', '123', true],
    ['tode_3', '122', false],
    ['teng_bon_nha_3', '044', true],
    ['teng_bon_nha_3', '871', true],
    ['teng_bon_nha_3', '123', false],
    ['teng_lang_3', '567', true],
    ['teng_lang_3', '120', true],
    ['teng_lang_3', '044', false],
    ['teng_bon_2', '23', true],
    ['teng_bon_2', '32', false],
    ['teng_lang_2', '86', true],
    ['teng_lang_2', '23', false],
    ['teng_bon_1', '1', true],
    ['teng_bon_1', '3', true],
    ['teng_bon_1', '8', false],
    ['teng_lang_1', '8', true],
    ['teng_lang_1', '6', true],
    ['teng_lang_1', '1', false],
  ];
  it.each(cases)('%s %s → %s', (option, number, wins) =>
    expect(isWinningLine(option, number, gov)).toBe(wins),
  );
  it('front-3 and back-3 never win without those fields (stock, Yeekee)', () => {
    const stock = stockResult('27,345.67', '-123.45');
    expect(isWinningLine('teng_bon_nha_3', '567', stock)).toBe(false);
    expect(isWinningLine('teng_lang_3', '567', stock)).toBe(false);
    expect(isWinningLine('teng_bon_3', '567', stock)).toBe(true);
    expect(isWinningLine('teng_lang_2', '45', stock)).toBe(true);
  });
});

const reference = (
  option: BetOption,
  n: string,
  r: Required<Pick<LottoResult, 'top3' | 'bottom2'>> & LottoResult,
): boolean => {
  const perms = new Set<string>();
  const [a = '', b = '', c = ''] = r.top3;
  for (const p of [a + b + c, a + c + b, b + a + c, b + c + a, c + a + b, c + b + a]) perms.add(p);
  return {
    teng_bon_3: n === r.top3,
    tode_3: perms.has(n),
    teng_bon_nha_3: (r.front3 ?? []).includes(n),
    teng_lang_3: (r.back3 ?? []).includes(n),
    teng_bon_2: n === r.top3.slice(1),
    teng_lang_2: n === r.bottom2,
    teng_bon_1: [...r.top3].includes(n),
    teng_lang_1: [...r.bottom2].includes(n),
  }[option];
};

describe('isWinningLine brute force', () => {
  it('matches the reference definition on every number of every option', () => {
    const d = (k: number) => fc.integer({ min: 0, max: 10 ** k - 1 }).map((x) => String(x).padStart(k, '0'));
    fc.assert(
      fc.property(
        d(6),
        fc.array(d(3), { maxLength: 2 }),
        fc.array(d(3), { maxLength: 2 }),
        d(2),
        (first, front3, back3, last2) => {
          const r = govResult({ firstPrize: first, front3, back3, last2 });
          for (const option of BET_OPTIONS) {
            const k = OPTION_DIGITS[option];
            for (let x = 0; x < 10 ** k; x += 1) {
              const n = String(x).padStart(k, '0');
              expect(isWinningLine(option, n, r)).toBe(
                reference(option, n, { ...r, top3: r.top3 ?? '', bottom2: r.bottom2 ?? '' }),
              );
            }
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('set4PrizeTier: only the best tier pays', () => {
  it.each([
    ['1234', 'four_straight'],
    ['4321', 'four_tod'],
    ['9234', 'three_straight'],
    ['9432', 'three_tod'],
    ['1239', 'three_front'],
    ['1299', 'two_front'],
    ['9934', 'two_back'],
    ['9999', null],
  ])('%s against 1234 → %s', (n, tier) => expect(set4PrizeTier(n, '1234')).toBe(tier));
  it('refuses malformed numbers', () => expect(set4PrizeTier('123', '1234')).toBeNull());
});

describe('winningNumbers', () => {
  it('lists exactly the government winners of each option', () => {
    const result = govResult({
      firstPrize: '820866',
      front3: ['123', '456'],
      back3: ['789', '012'],
      last2: '35',
    });
    const byOption = (option: string) =>
      winningNumbers(result)
        .filter((w) => w.option === option)
        .map((w) => w.number);
    expect(byOption('teng_bon_3')).toEqual(['866']);
    expect(byOption('tode_3')).toEqual(['668', '686', '866']);
    expect(byOption('teng_bon_nha_3')).toEqual(['123', '456']);
    expect(byOption('teng_lang_3')).toEqual(['012', '789']);
    expect(byOption('teng_bon_2')).toEqual(['66']);
    expect(byOption('teng_lang_2')).toEqual(['35']);
    expect(byOption('teng_bon_1')).toEqual(['6', '8']);
    expect(byOption('teng_lang_1')).toEqual(['3', '5']);
    expect(byOption('set_4')).toEqual([]);
  });

  it('pays each 4D number its best tier', () => {
    const winners = winningNumbers(fourDResult('1234'));
    expect(winners.find((w) => w.number === '1234')?.setPrize).toBe(100_000_00n);
    expect(winners.find((w) => w.number === '4321')?.setPrize).toBe(4_000_00n);
    expect(winners.find((w) => w.number === '9234')?.setPrize).toBe(30_000_00n);
    expect(winners.find((w) => w.number === '5555')).toBeUndefined();
  });

  it('agrees with isWinningLine and set4PrizeTier on random results and numbers', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{6}$/),
        fc.stringMatching(/^\d{2}$/),
        fc.stringMatching(/^\d{4}$/),
        fc.stringMatching(/^\d{1,4}$/),
        (first, last2, four, number) => {
          const result = { ...govResult({ firstPrize: first, front3: [], back3: [], last2 }), four };
          const winners = winningNumbers(result);
          for (const option of BET_OPTIONS) {
            if (OPTION_DIGITS[option] !== number.length) continue;
            expect(winners.some((w) => w.option === option && w.number === number)).toBe(
              isWinningLine(option, number, result),
            );
          }
          if (number.length === 4)
            expect(winners.some((w) => w.option === 'set_4' && w.number === number)).toBe(
              set4PrizeTier(number, four) !== null,
            );
        },
      ),
      { numRuns: 80 },
    );
  });
});
