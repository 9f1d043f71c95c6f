import { describe, expect, it } from 'vitest';
import { isRemarkCode, REMARK_CODES, remarkInEnglish } from './remark-codes.ts';

describe('remark codes', () => {
  it('word each code in English with its parameters filled in', () => {
    expect(remarkInEnglish({ code: 'YEEKEE_SIXTEENTH_SHOT', params: { seq: 7 } })).toBe('16th shot #7');
    expect(remarkInEnglish({ code: 'RESULT_CORRECTED_PARTLY', params: { missing: 1250.5 } })).toBe(
      'result corrected; 1,250.5 baht could not be taken back',
    );
    expect(remarkInEnglish({ code: 'TRUEMONEY_CREDITED', params: { reference: 'TM-1' } })).toBe(
      'TrueMoney TM-1 credited by staff',
    );
    for (const code of REMARK_CODES) expect(remarkInEnglish({ code }).length).toBeGreaterThan(0);
  });

  it('know only their own codes', () => {
    expect(REMARK_CODES.every(isRemarkCode)).toBe(true);
    expect(isRemarkCode('DEPOSIT')).toBe(false);
    expect(isRemarkCode(null)).toBe(false);
  });
});
