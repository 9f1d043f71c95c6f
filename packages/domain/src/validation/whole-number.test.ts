import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { wholeNumber } from './whole-number.ts';

const limit = wholeNumber(z.number().int('LIMIT').min(1, 'LIMIT').max(50, 'LIMIT'), 'LIMIT');

describe('wholeNumber', () => {
  it('takes a JSON number or its plain digits', () => {
    expect(limit.parse(7)).toBe(7);
    expect(limit.parse('7')).toBe(7);
    expect(limit.parse('050')).toBe(50);
  });

  it.each([true, false, null, '', ' 7', '7 ', '1e1', '0x10', '7.0', '-1', 'true', [7], {}])(
    'refuses %j with the given message',
    (value) => {
      const result = limit.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('LIMIT');
    },
  );

  it('keeps the bounds and messages of the number schema for digits too', () => {
    expect(limit.safeParse('51').error?.issues[0]?.message).toBe('LIMIT');
    expect(limit.safeParse(0).error?.issues[0]?.message).toBe('LIMIT');
  });
});
