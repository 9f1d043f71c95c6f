import { describe, expect, it } from 'vitest';
import {
  computeYeekeeResult,
  sixteenthFromNewest,
  sumOfShots,
  yeekeeFieldsOf,
  type YeekeeShot,
} from './yeekee-result.ts';
import { createYingRequest, maskUserName, yingBonusSettingsSchema } from './ying-schemas.ts';

const five = (n: number): string => n.toString().padStart(5, '0');
/** Shots in acceptance order: seq 1, 2, 3, … */
const inOrder = (numbers: readonly number[]): YeekeeShot[] =>
  numbers.map((n, i) => ({ seq: i + 1, yingNumber: five(n) }));

describe('computeYeekeeResult', () => {
  it('reproduces the worked example of the domain doc: S 1,234,567,890, 16th 51,876 → top3 014, bottom2 16', () => {
    // Oldest first: filler summing to S − 51,876, then 51,876, then 15 newer zero shots.
    const rest = 1_234_567_890 - 51_876;
    const full = Math.floor(rest / 99_999);
    const shots = inOrder([
      ...Array<number>(full).fill(99_999),
      rest - full * 99_999,
      51_876,
      ...Array<number>(15).fill(0),
    ]);
    const draw = computeYeekeeResult(shots);
    expect(draw?.sum).toBe(1_234_567_890n);
    expect(draw?.sixteenth).toEqual({ seq: shots.length - 15, yingNumber: '51876' });
    expect(draw?.r).toBe(1_234_516_014n);
    expect(draw?.digits).toBe('16014');
    expect(draw?.result).toEqual({ top3: '014', top2: '14', bottom2: '16' });
  });

  it('cancels a round of 19 shots and decides one of 20', () => {
    expect(computeYeekeeResult(inOrder(Array<number>(19).fill(1)))).toBeNull();
    expect(computeYeekeeResult(inOrder(Array<number>(20).fill(0)))?.result).toEqual({
      top3: '000',
      top2: '00',
      bottom2: '00',
    });
  });

  it('reads shots with leading zeros as numbers and pads R below five digits', () => {
    // 20 shots of "00007": S = 140, 16th = 7, R = 133 → digits 00133.
    const draw = computeYeekeeResult(inOrder(Array<number>(20).fill(7)));
    expect(draw?.sum).toBe(140n);
    expect(draw?.r).toBe(133n);
    expect(draw?.digits).toBe('00133');
    expect(draw?.result).toEqual({ top3: '133', top2: '33', bottom2: '00' });
  });

  it('keeps leading zeros of the last five digits of a long R', () => {
    expect(yeekeeFieldsOf(1_200_003n)).toEqual({
      digits: '00003',
      result: { top3: '003', top2: '03', bottom2: '00' },
    });
    expect(yeekeeFieldsOf(98_765_432n).result).toEqual({ top3: '432', top2: '32', bottom2: '65' });
  });

  it('chooses the 16th from the newest by sequence number, whatever order the list comes in', () => {
    const shots = inOrder(Array.from({ length: 30 }, (_, i) => i * 1000 + 1));
    const shuffled = [...shots].reverse().sort((a, b) => (a.seq % 7) - (b.seq % 7));
    const draw = computeYeekeeResult(shuffled);
    // 30 shots: the 16th newest is seq 15.
    expect(draw?.sixteenth).toEqual({ seq: 15, yingNumber: five(14 * 1000 + 1) });
    expect(computeYeekeeResult(shots)).toEqual(draw);
    expect(sixteenthFromNewest(shuffled.slice(0, 15))).toBeNull();
  });

  it('sums as bigint, exactly', () => {
    const big = Array.from({ length: 100_000 }, (_, i) => ({
      seq: i + 1,
      yingNumber: i % 2 ? '99999' : '00001',
    }));
    const sum = sumOfShots(big);
    expect(typeof sum).toBe('bigint');
    expect(sum).toBe(50_000n * 99_999n + 50_000n);
    expect(computeYeekeeResult(big)?.r).toBe(sum - 1n);
  });

  it('refuses what is not a shot list', () => {
    expect(() => computeYeekeeResult([{ seq: 1, yingNumber: '1234' }])).toThrow(RangeError);
    expect(() => computeYeekeeResult([{ seq: 1, yingNumber: '1e345' }])).toThrow(RangeError);
    expect(() =>
      computeYeekeeResult([
        { seq: 1, yingNumber: '12345' },
        { seq: 1, yingNumber: '12345' },
      ]),
    ).toThrow(/duplicate/);
  });
});

describe('shooting schemas', () => {
  it('takes exactly five digits as a string', () => {
    expect(createYingRequest.safeParse({ betId: '12', yingNumber: '00123' }).success).toBe(true);
    for (const yingNumber of ['0123', '123456', '12a45', ' 1234', 12345, '-1234'])
      expect(createYingRequest.safeParse({ betId: '12', yingNumber }).success).toBe(false);
  });

  it('masks usernames to the first two and last two characters', () => {
    expect(maskUserName('demo01')).toBe('de***01');
    expect(maskUserName('somchai99')).toBe('so***99');
    expect(maskUserName('abcd')).toBe('a***');
  });

  it('takes bonus amounts in baht, 0 or more with at most 2 decimals', () => {
    expect(yingBonusSettingsSchema.safeParse({ sixteenth: 0, last: 200.5, minBet: 100 }).success).toBe(true);
    for (const bad of [-1, 100.375, '100', Number.NaN])
      expect(yingBonusSettingsSchema.safeParse({ sixteenth: bad, last: 200, minBet: 100 }).success).toBe(
        false,
      );
  });
});
