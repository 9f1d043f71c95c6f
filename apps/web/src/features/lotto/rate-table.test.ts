import { describe, expect, it } from 'vitest';
import { boundsTable, buildRateBook, mergeRateNow } from './rate-table.ts';

describe('rate book', () => {
  it('reads rates by digits and lets a number override its option', () => {
    const book = buildRateBook(
      [
        { option: 'teng_bon_1', multiply: 3.2 },
        { option: 'teng_bon_3', multiply: 900 },
      ],
      [{ number: '123', option: 'teng_bon_3', multiply: 450.5 }],
    );
    expect(book.base('teng_bon_1')).toBe(320);
    expect(book.rateFor('teng_bon_3', '123')).toBe(45050);
    expect(book.rateFor('teng_bon_3', '124')).toBe(90000);
    expect(book.isChanged('teng_bon_3', '123')).toBe(true);
    expect(book.isChanged('teng_bon_3', '124')).toBe(false);
    expect(book.base('tode_3')).toBe(0);
  });

  it('merges later rates over known ones', () => {
    const merged = mergeRateNow(
      [{ number: '12', option: 'teng_bon_2', multiply: 80 }],
      [
        { number: '12', option: 'teng_bon_2', multiply: 60 },
        { number: '13', option: 'teng_bon_2', multiply: 0 },
      ],
    );
    expect(merged).toEqual([
      { number: '12', option: 'teng_bon_2', multiply: 60 },
      { number: '13', option: 'teng_bon_2', multiply: 0 },
    ]);
  });

  it('turns minMax baht into satang bounds, keeping defaults for the rest', () => {
    const table = boundsTable([
      { betOption: 'teng_bon_3', betMin: 5, betMax: 1000.5 },
      { betOption: 'bogus', betMin: 1, betMax: 2 },
    ]);
    expect(table.teng_bon_3).toEqual({ betMin: 500n, betMax: 100050n });
    expect(table.teng_bon_2).toEqual({ betMin: 100n, betMax: 500000n });
  });
});
