import { describe, expect, it } from 'vitest';
import { isShotNumber, sanitizeShot } from './shot-number.ts';

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
});
