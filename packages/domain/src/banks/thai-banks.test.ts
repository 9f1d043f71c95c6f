import { describe, expect, it } from 'vitest';
import { formatLimitBaht } from '../money/limit-baht.ts';
import { WITHDRAW_MESSAGES } from '../wallet/wallet-errors.ts';
import { withdrawRequest } from '../wallet/withdraw-schemas.ts';
import { addBankRequest, THAI_BANKS } from './thai-banks.ts';

const fieldErrors = (body: unknown) => {
  const parsed = addBankRequest.safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('Thai banks', () => {
  it('have unique codes and BOT codes and at least one account length each', () => {
    expect(new Set(THAI_BANKS.map((b) => b.bankCode)).size).toBe(THAI_BANKS.length);
    expect(new Set(THAI_BANKS.map((b) => b.botCode)).size).toBe(THAI_BANKS.length);
    for (const bank of THAI_BANKS) expect(bank.accountNumberLengths.length).toBeGreaterThan(0);
  });

  it('an account number is digits of the bank length; dashes and spaces are dropped', () => {
    expect(addBankRequest.parse({ bankCode: 'kbank', bankAccountNumber: '123-4-56789-0' })).toEqual({
      bankCode: 'KBANK',
      bankAccountNumber: '1234567890',
    });
    expect(addBankRequest.safeParse({ bankCode: 'GSB', bankAccountNumber: '123456789012' }).success).toBe(
      true,
    );
    expect(addBankRequest.safeParse({ bankCode: 'KKP', bankAccountNumber: '12345678901234' }).success).toBe(
      true,
    );
    expect(fieldErrors({ bankCode: 'KBANK', bankAccountNumber: '12345678901' })).toEqual({
      bankAccountNumber: 'A Kasikornbank account number has 10 digits',
    });
    expect(fieldErrors({ bankCode: 'KKP', bankAccountNumber: '123' })).toEqual({
      bankAccountNumber: 'A Kiatnakin Phatra Bank account number has 10 or 14 digits',
    });
    expect(fieldErrors({ bankCode: 'SCB', bankAccountNumber: '12345x7890' })).toEqual({
      bankAccountNumber: 'Bank account number must contain digits only',
    });
    expect(fieldErrors({ bankCode: 'XYZ', bankAccountNumber: '1234567890' })).toEqual({
      bankCode: 'Please choose a bank',
    });
  });
});

describe('withdraw schemas', () => {
  it('keep the spec §8 wording for the default limits', () => {
    expect(WITHDRAW_MESSAGES.perTime(49_000)).toBe('max 49,000 baht per time');
    expect(WITHDRAW_MESSAGES.perDay(200_000)).toBe('max 200,000 baht per day');
    expect(WITHDRAW_MESSAGES.countPerDay(5)).toBe('max 5 withdrawals per day');
    expect(formatLimitBaht(10.5)).toBe('10.5');
  });

  it('take the bank account id as digits (string or number)', () => {
    expect(withdrawRequest.parse({ amount: 100, bankAccountId: 7 })).toEqual({
      amount: 10_000n,
      bankAccountId: '7',
    });
    expect(withdrawRequest.safeParse({ amount: 100, bankAccountId: 'abc' }).success).toBe(false);
    expect(withdrawRequest.safeParse({ amount: 100.001, bankAccountId: '1' }).success).toBe(false);
  });
});
