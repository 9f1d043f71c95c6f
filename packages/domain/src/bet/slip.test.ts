import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { satang } from '../money/satang.ts';
import { BET_OPTIONS, OPTION_DIGITS, type BetOption } from './options.ts';
import { nineteenDoors } from './slip-helpers.ts';
import {
  addBatch,
  applyRates,
  compareLines,
  emptySlip,
  lastBatch,
  lineWin,
  removeDigitHelper,
  removeLastBatch,
  removeNumber,
  setLinePrice,
  setPrice,
  slipTotal,
  toPoyLines,
  type NewLine,
  type Slip,
} from './slip.ts';

const line = (number: string, option: BetOption, price = 100, rate = 9000): NewLine => ({
  number,
  option,
  price: satang(price),
  rate,
});

const newLine = fc
  .record({
    option: fc.constantFrom(...BET_OPTIONS),
    n: fc.integer({ min: 0, max: 999 }),
    price: fc.integer({ min: 1, max: 100_000 }),
  })
  .map(({ option, n, price }) =>
    line(String(n % 10 ** OPTION_DIGITS[option]).padStart(OPTION_DIGITS[option], '0'), option, price),
  );

type Op = (slip: Slip) => Slip;
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.array(newLine, { maxLength: 8 }).map((lines) => (s: Slip) => addBatch(s, lines)),
  fc.constant((s: Slip) => removeLastBatch(s)),
  newLine.map((l) => (s: Slip) => removeNumber(s, l.number)),
  newLine.map((l) => (s: Slip) => removeNumber(s, l.number, l.option)),
  fc.integer({ min: 0, max: 9 }).map((d) => (s: Slip) => removeDigitHelper(s, 'option_2_19', String(d))),
  fc.integer({ min: 1, max: 500 }).map((p) => (s: Slip) => setPrice(s, satang(p))),
);

describe('slip model (spec §4)', () => {
  it('every operation keeps lines sorted by option then number, and (number, option) unique', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 12 }), (ops) => {
        const slip = ops.reduce((s, f) => f(s), emptySlip());
        for (let i = 1; i < slip.lines.length; i += 1)
          expect(compareLines(slip.lines[i - 1]!, slip.lines[i]!)).toBeLessThan(0);
        expect(new Set(slip.lines.map((l) => `${l.option}:${l.number}`)).size).toBe(slip.lines.length);
      }),
    );
  });
  it('sorts by BET_OPTIONS order then number', () => {
    const slip = addBatch(emptySlip(), [
      line('21', 'teng_lang_2'),
      line('123', 'teng_bon_3'),
      line('12', 'teng_lang_2'),
      line('5', 'teng_bon_1'),
    ]);
    expect(slip.lines.map((l) => `${l.option}:${l.number}`)).toEqual([
      'teng_bon_1:5',
      'teng_lang_2:12',
      'teng_lang_2:21',
      'teng_bon_3:123',
    ]);
  });
  it('numbers batches and "remove last" drops the highest', () => {
    let slip = addBatch(emptySlip(), [line('12', 'teng_bon_2')]);
    slip = addBatch(slip, [line('34', 'teng_bon_2'), line('56', 'teng_bon_2')]);
    expect(slip.lines.map((l) => l.add)).toEqual([1, 2, 2]);
    expect(lastBatch(slip)).toBe(2);
    slip = removeLastBatch(slip);
    expect(slip.lines.map((l) => l.number)).toEqual(['12']);
    slip = addBatch(slip, [line('99', 'teng_bon_2')]);
    expect(lastBatch(slip)).toBe(2);
    expect(removeLastBatch(removeLastBatch(slip)).lines).toEqual([]);
    expect(removeLastBatch(emptySlip()).lines).toEqual([]);
  });
  it('skips pairs already in the slip and uses no batch number when nothing is new', () => {
    const slip = addBatch(emptySlip(), [line('12', 'teng_bon_2'), line('12', 'teng_bon_2')]);
    expect(slip.lines).toHaveLength(1);
    expect(addBatch(slip, [line('12', 'teng_bon_2')])).toBe(slip);
    expect(addBatch(slip, [line('12', 'teng_lang_2')]).lines.map((l) => l.add)).toEqual([1, 2]);
  });
  it('removes by number (every option) or number + option', () => {
    const slip = addBatch(emptySlip(), [
      line('12', 'teng_bon_2'),
      line('12', 'teng_lang_2'),
      line('13', 'teng_bon_2'),
    ]);
    expect(removeNumber(slip, '12').lines.map((l) => l.number)).toEqual(['13']);
    expect(removeNumber(slip, '12', 'teng_lang_2').lines.map((l) => `${l.option}:${l.number}`)).toEqual([
      'teng_bon_2:12',
      'teng_bon_2:13',
    ]);
  });
  it('19-door removal covers teng_bon_2 and teng_lang_2 only', () => {
    const doors = nineteenDoors('3').flatMap((n) => [line(n, 'teng_bon_2'), line(n, 'teng_lang_2')]);
    const slip = addBatch(emptySlip(), [
      ...doors,
      line('44', 'teng_bon_2'),
      line('3', 'teng_bon_1'),
      line('333', 'teng_bon_3'),
    ]);
    expect(removeDigitHelper(slip, 'option_2_19', '3').lines.map((l) => l.number)).toEqual([
      '3',
      '44',
      '333',
    ]);
    expect(
      removeDigitHelper(slip, 'option_2_roodnha', '3').lines.filter((l) => l.option === 'teng_bon_2'),
    ).toHaveLength(10);
  });
  it('totals and line wins in satang', () => {
    let slip = addBatch(emptySlip(), [
      line('12', 'teng_bon_2', 1000, 9000),
      line('5', 'teng_bon_1', 150, 320),
    ]);
    expect(slipTotal(slip)).toBe(1150n);
    expect(slip.lines.map(lineWin)).toEqual([480n, 90000n]);
    slip = setLinePrice(slip, '5', 'teng_bon_1', satang(1));
    expect(lineWin(slip.lines[0]!)).toBe(3n); // 3.2 satang rounded down
    slip = setPrice(slip, satang(200), 'teng_bon_2');
    expect(slipTotal(slip)).toBe(201n);
    expect(toPoyLines(slip)).toEqual([
      { number: '5', option: 'teng_bon_1', price: 0.01 },
      { number: '12', option: 'teng_bon_2', price: 2 },
    ]);
  });
  it('applyRates reports the lines whose rate moved', () => {
    const slip = addBatch(emptySlip(), [line('12', 'teng_bon_2'), line('13', 'teng_bon_2')]);
    const { slip: next, changed } = applyRates(slip, (_o, n) => (n === '13' ? 4500 : 9000));
    expect(changed.map((l) => [l.number, l.rate])).toEqual([['13', 4500]]);
    expect(next.lines[1]?.rate).toBe(4500);
  });
});
