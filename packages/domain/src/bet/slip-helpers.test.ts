import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  doubles,
  evenNumbers,
  highNumbers,
  lowNumbers,
  nineteenDoors,
  oddNumbers,
  roodBack,
  roodFront,
  shuffle2,
  shuffle3,
} from './slip-helpers.ts';
import { linesForInput, linesForNumberSet } from './slip-input.ts';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));
const sortedDigits = (n: string) => [...n].sort().join('');

describe('slip helpers generate exactly the documented sets', () => {
  it('19 doors of d: 19 distinct 2-digit numbers, each containing d, and every such number', () => {
    fc.assert(
      fc.property(digit, (d) => {
        const doors = nineteenDoors(d);
        expect(doors).toHaveLength(19);
        expect(new Set(doors).size).toBe(19);
        for (const n of doors) expect(n).toMatch(/^\d\d$/);
        for (let i = 0; i < 100; i += 1) {
          const n = String(i).padStart(2, '0');
          expect(doors.includes(n)).toBe(n.includes(d));
        }
      }),
    );
  });
  it('rood front of d is the 10 numbers starting with d; rood back the 10 ending with d', () => {
    fc.assert(
      fc.property(digit, (d) => {
        expect(roodFront(d)).toEqual(
          Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).filter((n) => n.startsWith(d)),
        );
        expect(roodBack(d)).toEqual(
          Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).filter((n) => n.endsWith(d)),
        );
      }),
    );
  });
  it('shuffle_3 of abc: every distinct permutation of the same multiset, once', () => {
    fc.assert(
      fc.property(digits(3), (n) => {
        const out = shuffle3(n);
        const distinct = new Set(n).size;
        expect(out).toHaveLength(distinct === 3 ? 6 : distinct === 2 ? 3 : 1);
        expect(new Set(out).size).toBe(out.length);
        for (const p of out) expect(sortedDigits(p)).toBe(sortedDigits(n));
        expect(out).toContain(n);
      }),
    );
    expect(shuffle3('123')).toEqual(['123', '132', '213', '231', '312', '321']);
    expect(shuffle3('112')).toEqual(['112', '121', '211']);
    expect(shuffle3('777')).toEqual(['777']);
  });
  it('shuffle_2 of AB is AB and BA (once for a double)', () => {
    fc.assert(
      fc.property(digits(2), (n) => {
        const out = shuffle2(n);
        expect(new Set(out)).toEqual(new Set([n, `${n[1]}${n[0]}`]));
      }),
    );
    expect(shuffle2('12')).toEqual(['12', '21']);
    expect(shuffle2('55')).toEqual(['55']);
  });
  it('doubles, low, high, even, odd', () => {
    expect(doubles()).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    expect(lowNumbers()).toHaveLength(50);
    expect(lowNumbers().at(0)).toBe('00');
    expect(lowNumbers().at(-1)).toBe('49');
    expect(highNumbers().at(0)).toBe('50');
    expect(highNumbers().at(-1)).toBe('99');
    expect(evenNumbers()).toHaveLength(50);
    expect(evenNumbers().every((n) => Number(n) % 2 === 0)).toBe(true);
    expect(oddNumbers().at(0)).toBe('01');
    expect(oddNumbers().at(-1)).toBe('99');
    expect(new Set([...lowNumbers(), ...highNumbers()]).size).toBe(100);
    expect(new Set([...evenNumbers(), ...oddNumbers()]).size).toBe(100);
  });
  it('refuses input of the wrong length', () => {
    expect(() => shuffle3('12')).toThrow(RangeError);
    expect(() => nineteenDoors('12')).toThrow(RangeError);
    expect(() => shuffle2('a1')).toThrow(RangeError);
  });
});

describe('linesForInput', () => {
  it('3 digits with shuffle_3 expands every selected 3-digit option', () => {
    const lines = linesForInput(['teng_bon_3', 'shuffle_3', 'teng_bon_2'], '123');
    expect(lines).toHaveLength(6);
    expect(lines.every((l) => l.option === 'teng_bon_3')).toBe(true);
  });
  it('tode_3 is never expanded', () => {
    expect(
      linesForInput(['tode_3', 'teng_bon_3', 'shuffle_3'], '123').filter((l) => l.option === 'tode_3'),
    ).toEqual([{ number: '123', option: 'tode_3' }]);
  });
  it('2 digits with reverse go to teng_bon_2 and teng_lang_2', () => {
    expect(linesForInput(['teng_bon_2', 'teng_lang_2', 'shuffle_2'], '12')).toEqual([
      { number: '12', option: 'teng_bon_2' },
      { number: '21', option: 'teng_bon_2' },
      { number: '12', option: 'teng_lang_2' },
      { number: '21', option: 'teng_lang_2' },
    ]);
  });
  it('1 digit makes run lines and 19-door lines', () => {
    const lines = linesForInput(['teng_bon_1', 'teng_lang_2', 'option_2_19'], '7');
    expect(lines.filter((l) => l.option === 'teng_bon_1')).toEqual([{ number: '7', option: 'teng_bon_1' }]);
    expect(lines.filter((l) => l.option === 'teng_lang_2').map((l) => l.number)).toEqual(nineteenDoors('7'));
  });
  it('makes nothing for bad input or no matching option', () => {
    expect(linesForInput(['teng_bon_3'], '12')).toEqual([]);
    expect(linesForInput(['teng_bon_3'], '12a')).toEqual([]);
    expect(linesForInput(['teng_bon_3'], '1234')).toEqual([]);
  });
  it('number-set helpers go to the selected 2-digit options', () => {
    expect(linesForNumberSet(['teng_bon_2', 'teng_lang_2'], 'option_2_ble')).toHaveLength(20);
    expect(linesForNumberSet(['teng_bon_3'], 'option_2_low')).toEqual([]);
  });
});
