import { addBatch, emptySlip, satang, setLinePrice, type BetOption } from '@chokdee/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { setupI18n } from '../../test/render.tsx';
import { boundsTable, buildRateBook } from './rate-table.ts';
import { checkSlip, lineProblemText, slipBlockers, type SlipRules } from './slip-check.ts';

beforeAll(setupI18n);

const rules: SlipRules = {
  family: 'yeekee',
  bounds: boundsTable([{ betOption: 'teng_bon_2', betMin: 5, betMax: 500 }]),
  roundMax: satang(300_00),
  rates: buildRateBook(
    [
      { option: 'teng_bon_2', multiply: 92 },
      { option: 'teng_bon_3', multiply: 850 },
      { option: 'teng_lang_3', multiply: 450 },
    ],
    [{ number: '99', option: 'teng_bon_2', multiply: 0 }],
  ),
  discountPercent: 0,
};

const slipOf = (...lines: [string, BetOption, number][]) =>
  addBatch(
    emptySlip(),
    lines.map(([number, option, price]) => ({ number, option, price: satang(price), rate: 9200 })),
  );

describe('checkSlip', () => {
  it('flags each line by the server rule: bounds of bet-list-min-maxes, the round maximum, closed numbers', () => {
    const slip = slipOf(
      ['12', 'teng_bon_2', 5_00],
      ['13', 'teng_bon_2', 4_99],
      ['14', 'teng_bon_2', 300_01],
      ['99', 'teng_bon_2', 5_00],
      ['123', 'teng_bon_3', 300_00],
      ['124', 'teng_lang_3', 5_00],
    );
    const check = checkSlip(slip, rules, null);
    const codes = Object.fromEntries([...check.problems].map(([key, p]) => [key, [p.code, p.limit]]));
    expect(codes).toEqual({
      'teng_bon_2:13': ['PRICE_BOUNDS', { kind: 'min', amount: 5_00n }],
      // The option allows 500 but the round caps every line at 300.
      'teng_bon_2:14': ['PRICE_BOUNDS', { kind: 'max', amount: 300_00n }],
      'teng_bon_2:99': ['NUMBER_CLOSED', undefined],
      'teng_lang_3:124': ['OPTION_NOT_SOLD', undefined],
    });
    expect(check.ok).toBe(false);
  });

  it('an emptied price field (0) is flagged, not sent', () => {
    const slip = setLinePrice(slipOf(['12', 'teng_bon_2', 5_00]), '12', 'teng_bon_2', satang(0));
    expect([...checkSlip(slip, rules, null).problems.values()].map((p) => p.code)).toEqual(['PRICE']);
  });

  it('holds the total against the balance; an unknown balance leaves it to the server', () => {
    const slip = slipOf(['12', 'teng_bon_2', 100_00], ['13', 'teng_bon_2', 100_01]);
    expect(checkSlip(slip, rules, 200.01)).toMatchObject({ overBalance: false, ok: true });
    expect(checkSlip(slip, rules, 200)).toMatchObject({ overBalance: true, ok: false, balance: 200_00n });
    expect(checkSlip(slip, rules, null)).toMatchObject({ overBalance: false, ok: true });
    expect(checkSlip(emptySlip(), rules, 200).ok).toBe(false);
    // Under a 33 % discount the member pays 67.00 + 67.01 (33.0033 off, rounded down to 33.00).
    const discounted = { ...rules, discountPercent: 33 };
    expect(checkSlip(slip, discounted, 134.01)).toMatchObject({ overBalance: false, ok: true });
    expect(checkSlip(slip, discounted, 134)).toMatchObject({ overBalance: true, ok: false });
  });

  it('says what is wrong in every language, naming the limit', async () => {
    const slip = slipOf(['14', 'teng_bon_2', 300_01], ['15', 'teng_bon_2', 300_01]);
    const check = checkSlip(slip, rules, 100);
    const problem = check.problems.get('teng_bon_2:14');
    if (!problem) throw new Error('line 14 not flagged');
    await i18n.changeLanguage('th');
    expect(lineProblemText(i18n.t, problem)).toBe('เกินราคาสูงสุด 300.00 บาท');
    expect(slipBlockers(i18n.t, check)).toEqual([
      'มีรายการที่ต้องแก้ไข 2 รายการ',
      'ยอดแทงเกินยอดเงินคงเหลือ (฿100.00)',
    ]);
    for (const lng of ['en', 'kh', 'mm']) {
      await i18n.changeLanguage(lng);
      const text = lineProblemText(i18n.t, problem);
      expect(text).toContain('300.00');
      expect(text).not.toMatch(/lotto\./);
      expect(slipBlockers(i18n.t, check).join(' ')).toContain('100.00');
    }
  });
});
