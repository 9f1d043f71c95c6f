import { describe, expect, it } from 'vitest';
import { isShotNumber, randomShot, sanitizeShot } from './shot-number.ts';

describe('shot number', () => {
  it('keeps only digits, at most five, leading zeros included', () => {
    expect(sanitizeShot('00012')).toBe('00012');
    expect(sanitizeShot('0 1-2a3')).toBe('0123');
    expect(sanitizeShot('1234567')).toBe('12345');
    expect(sanitizeShot('٣abc')).toBe('');
  });

  it('is ready to send only with exactly five digits', () => {
    expect(isShotNumber('00000')).toBe(true);
    expect(isShotNumber('99999')).toBe(true);
    for (const value of ['', '1234', '123456', '1234a', ' 1234', '-1234'])
      expect(isShotNumber(value)).toBe(false);
  });

  it('draws a valid five-digit shot, leading zeros kept, redrawing the uneven top slice', () => {
    expect(randomShot(() => 7)).toBe('00007');
    expect(randomShot(() => 199_999)).toBe('99999');
    const draws = [2 ** 32 - 1, 2 ** 32 - 300, 123_456];
    expect(randomShot(() => draws.shift() ?? 0)).toBe('23456');
    for (let i = 0; i < 50; i++) expect(isShotNumber(randomShot())).toBe(true);
  });
});
