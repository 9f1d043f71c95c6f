import { describe, expect, it } from 'vitest';
import { bahtToSatang, satang } from '../money/satang.ts';
import { checkPoyLines, type RoundLineSettings } from './check-poy-lines.ts';
import { placePoyRequest } from './poy-schemas.ts';
import { DEFAULT_PRICE_BOUNDS } from './price-bounds.ts';

const messages = (body: unknown) => {
  const result = placePoyRequest.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('placePoyRequest', () => {
  it('accepts a valid slip; a slip that names no pay mode is full pay', () => {
    const body = {
      betId: 'r1',
      lines: [
        { number: '123', option: 'teng_bon_3', price: 10.5 },
        { number: '7', option: 'teng_bon_1', price: 1 },
      ],
      note: 'x',
    };
    expect(placePoyRequest.parse(body)).toEqual({
      ...body,
      payMode: 'full',
      lines: body.lines.map((line) => ({ ...line, price: bahtToSatang(line.price) })),
    });
    expect(placePoyRequest.parse({ ...body, payMode: 'discount' }).payMode).toBe('discount');
    expect(messages({ ...body, payMode: 'half' })).toEqual(['payMode: payMode must be full or discount']);
  });
  it('says which number has the wrong length for its option', () => {
    expect(messages({ betId: 'r1', lines: [{ number: '12', option: 'teng_bon_3', price: 1 }] })).toEqual([
      'lines.0.number: Number must be 3 digits for this option',
    ]);
    expect(messages({ betId: 'r1', lines: [{ number: '1a', option: 'teng_lang_2', price: 1 }] })).toEqual([
      'lines.0.number: Number must be 2 digits for this option',
    ]);
    expect(messages({ betId: 'r1', lines: [{ number: '12', option: 'teng_bon_1', price: 1 }] })).toEqual([
      'lines.0.number: Number must be 1 digit for this option',
    ]);
  });
  it('refuses an unknown option, a bad price, no lines, a duplicate line', () => {
    expect(messages({ betId: 'r1', lines: [{ number: '12', option: 'shuffle_2', price: 1 }] })).toEqual([
      'lines.0.option: Unknown bet option',
    ]);
    for (const price of [0, -1, 1.005, '1']) {
      expect(messages({ betId: 'r1', lines: [{ number: '12', option: 'teng_bon_2', price }] })).toEqual([
        'lines.0.price: Price must be a positive amount with at most 2 decimals',
      ]);
    }
    expect(messages({ betId: 'r1', lines: [] })).toEqual(['lines: Add at least one number']);
    expect(messages({ betId: '', lines: [{ number: '12', option: 'teng_bon_2', price: 1 }] })).toEqual([
      'betId: betId is required',
    ]);
    const line = { number: '12', option: 'teng_bon_2', price: 1 };
    expect(messages({ betId: 'r1', lines: [line, line] })).toEqual([
      'lines.1: The same number and option appear twice',
    ]);
  });
});

describe('checkPoyLines (needs the round)', () => {
  const round: RoundLineSettings = {
    family: 'stock',
    bounds: DEFAULT_PRICE_BOUNDS,
    roundMax: satang(100_000),
    isClosed: (option, number) => option === 'teng_bon_2' && number === '99',
  };
  it('reports the first problem of each line with its index', () => {
    expect(
      checkPoyLines(
        [
          { number: '12', option: 'teng_bon_2', price: satang(500) },
          { number: '123', option: 'teng_lang_3', price: satang(500) },
          { number: '12', option: 'nope', price: satang(500) },
          { number: '1234', option: 'teng_bon_3', price: satang(500) },
          { number: '12', option: 'teng_bon_2', price: satang(50) },
          { number: '12', option: 'teng_bon_2', price: satang(100001) },
          { number: '99', option: 'teng_bon_2', price: satang(500) },
          { number: '12', option: 'teng_bon_2', price: satang(0) },
        ],
        round,
      ),
    ).toEqual([
      { index: 1, code: 'OPTION_NOT_SOLD', message: 'This round does not sell this option' },
      { index: 2, code: 'UNKNOWN_OPTION', message: 'Unknown bet option' },
      { index: 3, code: 'NUMBER_LENGTH', message: 'Number must be 3 digits for this option' },
      {
        index: 4,
        code: 'PRICE_BOUNDS',
        message: 'Minimum bet is 1.00',
        limit: { kind: 'min', amount: 100n },
      },
      {
        index: 5,
        code: 'PRICE_BOUNDS',
        message: 'Maximum bet is 1,000.00',
        limit: { kind: 'max', amount: 100_000n },
      },
      { index: 6, code: 'NUMBER_CLOSED', message: 'This number is closed' },
      { index: 7, code: 'PRICE', message: 'Price must be a positive amount with at most 2 decimals' },
    ]);
  });
  it('government sells front-3 and back-3', () => {
    expect(
      checkPoyLines([{ number: '123', option: 'teng_lang_3', price: satang(500) }], {
        ...round,
        family: 'gov',
      }),
    ).toEqual([]);
  });
});
