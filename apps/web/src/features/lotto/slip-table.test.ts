import { addBatch, emptySlip, linesForInput, satang } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { slipTable } from './slip-table.ts';

const slipOf = (selection: Parameters<typeof linesForInput>[0], input: string) =>
  addBatch(
    emptySlip(),
    linesForInput(selection, input).map((e) => ({ ...e, price: satang(100), rate: 9000 })),
  );

describe('slipTable', () => {
  it('makes a 19-door top+bottom slip 19 rows with a top and a bottom cell each', () => {
    const [group, ...rest] = slipTable(slipOf(['teng_bon_2', 'teng_lang_2', 'option_2_19'], '7').lines);
    expect(rest).toEqual([]);
    expect(group?.digits).toBe(2);
    expect(group?.options).toEqual(['teng_bon_2', 'teng_lang_2']);
    expect(group?.rows).toHaveLength(19);
    expect(group?.rows[0]?.number).toBe('07');
    expect(Object.keys(group?.rows[0]?.cells ?? {})).toEqual(['teng_bon_2', 'teng_lang_2']);
  });

  it('groups 3 digits first, then 2, then run, columns only for the options bet on', () => {
    const lines = [
      ...slipOf(['teng_bon_3', 'tode_3'], '123').lines,
      ...slipOf(['teng_lang_1'], '5').lines,
      ...slipOf(['teng_lang_2'], '45').lines,
    ];
    expect(slipTable(lines).map((g) => [g.digits, g.options, g.rows.map((r) => r.number)])).toEqual([
      [3, ['teng_bon_3', 'tode_3'], ['123']],
      [2, ['teng_lang_2'], ['45']],
      [1, ['teng_lang_1'], ['5']],
    ]);
  });
});
