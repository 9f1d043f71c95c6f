import { describe, expect, it } from 'vitest';
import { sanitizeAmountInput } from './amount-text.ts';
import { AMOUNT_MESSAGES, checkAmount } from './amount.ts';

describe('sanitizeAmountInput', () => {
  it('keeps digits and one point, at most two decimals', () => {
    expect(sanitizeAmountInput('100.375')).toBe('100.37');
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
    expect(sanitizeAmountInput('abc12x')).toBe('12');
    expect(sanitizeAmountInput('-5')).toBe('5');
    expect(sanitizeAmountInput('.5')).toBe('0.5');
    expect(sanitizeAmountInput('007')).toBe('7');
    expect(sanitizeAmountInput('')).toBe('');
  });
  it('reads a comma as the decimal separator, or drops it as a thousands separator', () => {
    expect(sanitizeAmountInput('12,5')).toBe('12.5');
    expect(sanitizeAmountInput('1,000.50')).toBe('1000.50');
  });
});

describe('checkAmount', () => {
  it('reads baht by its digits (no float multiplication)', () => {
    expect(checkAmount('0.29')).toEqual({ ok: true, satang: 29n, baht: 0.29 });
    expect(checkAmount('1.1')).toEqual({ ok: true, satang: 110n, baht: 1.1 });
    expect(checkAmount('100.37')).toEqual({ ok: true, satang: 10037n, baht: 100.37 });
  });
  it('refuses empty, zero, more than two decimals and garbage with the shared messages', () => {
    expect(checkAmount('')).toEqual({ ok: false, message: AMOUNT_MESSAGES.required });
    expect(checkAmount('0')).toEqual({ ok: false, message: 'currency is not a right format.' });
    expect(checkAmount('0.00')).toEqual({ ok: false, message: 'currency is not a right format.' });
    expect(checkAmount('100.375')).toEqual({ ok: false, message: 'currency is not a right format.' });
    expect(checkAmount('1e3')).toEqual({ ok: false, message: 'currency is not a right format.' });
  });
  it('refuses more than what is available, compared in satang', () => {
    expect(checkAmount('500.01', 50000 as never)).toEqual({
      ok: false,
      message: AMOUNT_MESSAGES.overBalance,
    });
    expect(checkAmount('500.00', 50000 as never).ok).toBe(true);
  });
});
