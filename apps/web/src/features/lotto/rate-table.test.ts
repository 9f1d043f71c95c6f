import { describe, expect, it } from 'vitest';
import { boundsTable, buildRateBook, discountOffer, mergeRateNow, withDiscount } from './rate-table.ts';

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

  it('prices a discounted slip at the offer, carrying a lowered or closed number over in proportion', () => {
    const offer = discountOffer({
      percent: 33,
      rates: [
        { option: 'teng_bon_2', multiply: 65 },
        { option: 'bogus', multiply: 1 },
      ],
    });
    expect(offer).toEqual({ percent: 33, rates: { teng_bon_2: 6500 } });
    expect(discountOffer(null)).toBeNull();
    const full = buildRateBook(
      [{ option: 'teng_bon_2', multiply: 90 }],
      [
        { number: '12', option: 'teng_bon_2', multiply: 45 },
        { number: '13', option: 'teng_bon_2', multiply: 0 },
      ],
    );
    const book = withDiscount(full, offer!);
    expect(book.base('teng_bon_2')).toBe(6500);
    expect(['11', '12', '13'].map((n) => book.rateFor('teng_bon_2', n))).toEqual([6500, 3250, 0]);
    expect(book.isChanged('teng_bon_2', '12')).toBe(true);
    // A RATE_CHANGED answer under discount names discount rates: they cap the derived ones.
    const after = withDiscount(full, offer!, [{ number: '11', option: 'teng_bon_2', multiply: 60 }]);
    expect(['11', '12'].map((n) => after.rateFor('teng_bon_2', n))).toEqual([6000, 3250]);
  });
});
