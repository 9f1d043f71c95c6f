import { describe, expect, it } from 'vitest';
import { PIN_MESSAGES } from './pin-rules.ts';
import { pinSchema } from './pin.ts';

const firstMessage = (value: unknown): string | undefined => {
  const result = pinSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('pinSchema', () => {
  it('accepts a PIN with upper, lower, digit and a special character', () => {
    expect(pinSchema.safeParse('Demo@1234').success).toBe(true);
    expect(pinSchema.safeParse('Abc 1234x').success).toBe(true);
  });

  it('refuses an empty or missing PIN as required', () => {
    expect(firstMessage('')).toBe(PIN_MESSAGES.required);
    expect(firstMessage(undefined)).toBe(PIN_MESSAGES.required);
  });

  it('refuses PINs shorter than 8 or longer than 30', () => {
    expect(firstMessage('Ab@1')).toBe(PIN_MESSAGES.tooShort);
    expect(firstMessage(`Ab@1${'x'.repeat(27)}`)).toBe(PIN_MESSAGES.tooLong);
  });

  it('refuses PINs missing any one character class', () => {
    for (const pin of ['demo@1234', 'DEMO@1234', 'Demo@abcd', 'Demo12345']) {
      expect(firstMessage(pin)).toBe(PIN_MESSAGES.invalid);
    }
  });
});
