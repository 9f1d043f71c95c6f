import { bahtToSatang } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { checkAdjust, checkMove, formatSigned, parseBahtInput, sanitizeAmountInput } from './money.ts';

const A = '00000000-0000-4000-8000-000000000001';
const B = '00000000-0000-4000-8000-000000000002';

describe('amounts typed in baht', () => {
  it('reads digits, at most 2 decimals, thousands separators allowed', () => {
    expect(parseBahtInput('123.45')).toBe(123.45);
    expect(parseBahtInput(' 1,000.5 ')).toBe(1000.5);
    expect(parseBahtInput('0.29')).toBe(0.29);
    expect(parseBahtInput('50000')).toBe(50000);
    for (const bad of ['', '0', '0.00', '-5', '100.375', '1e3', 'abc', '.5', '12.', 'NaN'])
      expect(parseBahtInput(bad), bad).toBeNull();
  });

  it('the number sent has exactly the typed digits (no float drift) for every cent up to 1,000', () => {
    // One assertion over the whole range: 300,000 expect() calls alone take seconds on a slow runner.
    const drifted: string[] = [];
    for (let satang = 1; satang <= 100_000; satang += 1) {
      const text = `${Math.trunc(satang / 100)}.${String(satang % 100).padStart(2, '0')}`;
      const amount = parseBahtInput(text);
      if (
        amount === null ||
        bahtToSatang(amount) !== BigInt(satang) ||
        !/^\d+(\.\d{1,2})?$/.test(String(amount))
      )
        drifted.push(text);
    }
    expect(drifted).toEqual([]);
  });

  it('keeps only what an amount may contain while typing', () => {
    expect(sanitizeAmountInput('฿1,2a3.4.5')).toBe('1,23.45');
    expect(sanitizeAmountInput('-12')).toBe('12');
  });

  it('checks the whole form with the domain schema (amount, reason 3-500)', () => {
    const base = { uuid: A, direction: 'increase' as const, amount: '123.45', reason: 'bonus fix' };
    expect(checkAdjust(base)).toEqual({
      ok: true,
      body: { uuid: A, direction: 'increase', amount: 123.45, reason: 'bonus fix' },
    });
    expect(checkAdjust({ ...base, amount: '1.234', reason: ' x ' })).toEqual({
      ok: false,
      errors: { amount: 'currency is not a right format.', reason: 'Reason must be 3-500 characters' },
    });
    expect(checkAdjust({ ...base, reason: 'y'.repeat(501) }).ok).toBe(false);
    expect(checkMove({ fromUuid: A, toUuid: A, amount: '1', reason: 'move it' })).toEqual({
      ok: false,
      errors: { toUuid: 'Cannot move money to the same member' },
    });
    expect(checkMove({ fromUuid: A, toUuid: B, amount: '1', reason: 'move it' }).ok).toBe(true);
  });

  it('formats signed amounts', () => {
    expect([formatSigned(123.45), formatSigned(-10000), formatSigned(0)]).toEqual([
      '+123.45',
      '-10,000.00',
      '0.00',
    ]);
  });
});
