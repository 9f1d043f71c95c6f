import { RESULT_MESSAGES } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import {
  checkResultForm,
  derivedText,
  emptyResultFields,
  formErrorsFromServer,
  inputSummary,
  liveResult,
} from './result-form.ts';

const GOV_FIELDS = {
  firstPrize: '845123',
  'front3.0': '017',
  'front3.1': '398',
  'back3.0': '256',
  'back3.1': '004',
  last2: '45',
};

describe('result entry form', () => {
  it('a complete government form becomes the schema input and derives every field', () => {
    const checked = checkResultForm('gov', GOV_FIELDS);
    expect(checked.input).toEqual({
      kind: 'gov',
      firstPrize: '845123',
      front3: ['017', '398'],
      back3: ['256', '004'],
      last2: '45',
    });
    expect(liveResult('gov', GOV_FIELDS)).toEqual({
      top3: '123',
      top2: '23',
      bottom2: '45',
      front3: ['017', '398'],
      back3: ['256', '004'],
    });
  });

  it('the 2nd to 5th prizes are pasted lists: sent when any is filled, left out when all are empty', () => {
    const list = (tier: number, count: number) =>
      Array.from({ length: count }, (_, n) => `${tier}${String(n).padStart(5, '0')}`);
    const filled = {
      ...emptyResultFields('gov'),
      ...GOV_FIELDS,
      'lowerPrizes.second': list(2, 5).join(' '),
      'lowerPrizes.third': list(3, 10).join(', '),
      'lowerPrizes.fourth': list(4, 50).join('\n'),
      'lowerPrizes.fifth': ` ${list(5, 100).join(' \n')} `,
    };
    expect(checkResultForm('gov', filled).input).toMatchObject({
      lowerPrizes: { second: list(2, 5), third: list(3, 10), fourth: list(4, 50), fifth: list(5, 100) },
    });
    expect(checkResultForm('gov', { ...emptyResultFields('gov'), ...GOV_FIELDS }).input).not.toHaveProperty(
      'lowerPrizes',
    );
    // One tier short: the error lands on that tier's list.
    expect(checkResultForm('gov', { ...filled, 'lowerPrizes.third': list(3, 9).join(' ') }).errors).toEqual({
      'lowerPrizes.third': RESULT_MESSAGES.lowerPrizeCount,
    });
    // Derived fields do not wait for the lower prizes.
    expect(liveResult('gov', { ...filled, 'lowerPrizes.fifth': '12' })).toMatchObject({ top3: '123' });
  });

  it('derived fields appear as soon as the fields they come from are valid', () => {
    expect(liveResult('gov', emptyResultFields('gov'))).toEqual({});
    expect(liveResult('gov', { ...emptyResultFields('gov'), firstPrize: '845123' })).toEqual({
      top3: '123',
      top2: '23',
    });
    expect(liveResult('gov', { ...GOV_FIELDS, 'back3.1': '04' })).toEqual({
      top3: '123',
      top2: '23',
      bottom2: '45',
      front3: ['017', '398'],
    });
    expect(liveResult('stock', { index: '27,345.67', change: '' })).toEqual({ top3: '567', top2: '67' });
    expect(liveResult('stock', { index: '27,345.67', change: '-123.45' })).toEqual({
      top3: '567',
      top2: '67',
      bottom2: '45',
    });
    expect(liveResult('4d', { four: '0123', bottom2: '' })).toEqual({ four: '0123' });
    expect(liveResult('4d', { four: '012', bottom2: '56' })).toEqual({ bottom2: '56' });
  });

  it('errors carry the schema messages under the form field keys; server keys lose their input. prefix', () => {
    const checked = checkResultForm('gov', { ...GOV_FIELDS, firstPrize: '84512', 'back3.1': 'x' });
    expect(checked.errors).toEqual({
      firstPrize: RESULT_MESSAGES.firstPrize,
      'back3.1': RESULT_MESSAGES.three,
    });
    expect(checkResultForm('4d', { four: '1234', bottom2: '' }).input).toEqual({ kind: '4d', four: '1234' });
    expect(checkResultForm('stock', { index: '12', change: '1.00' }).errors).toEqual({
      index: RESULT_MESSAGES.decimal,
    });
    expect(formErrorsFromServer({ 'input.front3.0': 'Must be 3 digits' })).toEqual({
      'front3.0': 'Must be 3 digits',
    });
  });

  it('shows inputs and derived fields on one line', () => {
    expect(
      inputSummary({
        kind: 'gov',
        firstPrize: '845123',
        front3: ['017', '398'],
        back3: ['256', '004'],
        last2: '45',
      }),
    ).toBe('845123 · 017 398 · 256 004 · 45');
    expect(inputSummary({ kind: '4d', four: '1234' })).toBe('1234');
    expect(derivedText(['017', '398'])).toBe('017 · 398');
    expect(derivedText(undefined)).toBe('—');
  });
});
