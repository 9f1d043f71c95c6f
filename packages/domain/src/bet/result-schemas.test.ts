import { describe, expect, it } from 'vitest';
import { deriveResult, RESULT_MESSAGES, resultInputKindOf, resultInputSchema } from './result-schemas.ts';

describe('result input', () => {
  it('derives the government fields from the prize list', () => {
    const input = resultInputSchema.parse({
      kind: 'gov',
      firstPrize: '123456',
      front3: ['111', '222'],
      back3: ['333', '444'],
      last2: '07',
    });
    expect(deriveResult(input)).toEqual({
      top3: '456',
      top2: '56',
      bottom2: '07',
      front3: ['111', '222'],
      back3: ['333', '444'],
    });
  });

  it('derives stock top3 from the index and bottom2 from the change, sign ignored', () => {
    const input = resultInputSchema.parse({ kind: 'stock', index: '27,345.67', change: '-123.45' });
    expect(deriveResult(input)).toEqual({ top3: '567', top2: '67', bottom2: '45' });
  });

  it('keeps 4D bottom2 only when given', () => {
    expect(deriveResult(resultInputSchema.parse({ kind: '4d', four: '0912' }))).toEqual({ four: '0912' });
    expect(deriveResult(resultInputSchema.parse({ kind: '4d', four: '0912', bottom2: '34' }))).toEqual({
      four: '0912',
      bottom2: '34',
    });
  });

  it('takes the 2nd to 5th government prizes as the sheet lists them (5, 10, 50, 100), all four or none', () => {
    const base = {
      kind: 'gov',
      firstPrize: '123456',
      front3: ['111', '222'],
      back3: ['333', '444'],
      last2: '07',
    };
    const tier = (count: number) => Array.from({ length: count }, (_, n) => String(100_000 + n));
    const lowerPrizes = { second: tier(5), third: tier(10), fourth: tier(50), fifth: tier(100) };
    expect(resultInputSchema.safeParse(base).success).toBe(true);
    expect(resultInputSchema.safeParse({ ...base, lowerPrizes }).success).toBe(true);
    const short = resultInputSchema.safeParse({ ...base, lowerPrizes: { ...lowerPrizes, third: tier(9) } });
    expect(short.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lowerPrizes.third', RESULT_MESSAGES.lowerPrizeCount],
    ]);
    const bad = resultInputSchema.safeParse({
      ...base,
      lowerPrizes: { ...lowerPrizes, fifth: [...tier(99), '12345'] },
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lowerPrizes.fifth.99', RESULT_MESSAGES.sixDigits],
    ]);
    expect(resultInputSchema.safeParse({ ...base, lowerPrizes: { second: tier(5) } }).success).toBe(false);
  });

  it('refuses malformed digits with the field message', () => {
    const bad = resultInputSchema.safeParse({
      kind: 'gov',
      firstPrize: '12345',
      front3: ['111', '22'],
      back3: ['333', '444'],
      last2: '7',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'First prize must be 6 digits',
      'Must be 3 digits',
      'Last 2 must be 2 digits',
    ]);
    expect(resultInputSchema.safeParse({ kind: 'stock', index: '27345.6', change: '1.00' }).success).toBe(
      false,
    );
  });

  it('has no typed input for the families computed from shots', () => {
    expect(resultInputKindOf('yeekee')).toBeNull();
    expect(resultInputKindOf('pingpong')).toBeNull();
    expect(resultInputKindOf('gov')).toBe('gov');
    expect(resultInputKindOf('laoSuper')).toBe('4d');
  });
});
