import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from './member-messages.ts';
import { emailSchema, phoneNumberSchema, signupRequest, userNameSchema } from './member-schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('userNameSchema', () => {
  it('accepts lowercase letters and digits of 6 or more with short runs', () => {
    for (const ok of ['demo01', 'aaaab1', 'somchai2026', 'abcdeeeef'])
      expect(userNameSchema.safeParse(ok).success).toBe(true);
  });
  it.each([
    ['', MEMBER_MESSAGES.usernameRequired],
    ['Demo01', MEMBER_MESSAGES.usernameFormat],
    ['demo 01', MEMBER_MESSAGES.usernameFormat],
    ['สมชาย123', MEMBER_MESSAGES.usernameFormat],
    ['demo1', MEMBER_MESSAGES.usernameTooShort],
    ['aaaaab', MEMBER_MESSAGES.usernameRepeats],
    ['x1111111', MEMBER_MESSAGES.usernameRepeats],
  ])('refuses %j with %j', (value, message) => {
    expect(firstMessage(userNameSchema.safeParse(value))).toBe(message);
  });
});

describe('phoneNumberSchema', () => {
  it('accepts Thai mobiles starting 06, 08, 09', () => {
    for (const ok of ['0612345678', '0812345678', '0912345678'])
      expect(phoneNumberSchema.safeParse(ok).success).toBe(true);
  });
  it('refuses landlines, short numbers and letters', () => {
    for (const bad of ['021234567', '0212345678', '081234567', '08123456789', '+66812345678', '08l2345678']) {
      expect(firstMessage(phoneNumberSchema.safeParse(bad))).toBe(MEMBER_MESSAGES.phoneInvalid);
    }
  });
});

describe('emailSchema', () => {
  it('distinguishes a missing from an invalid address', () => {
    expect(firstMessage(emailSchema.safeParse(''))).toBe(MEMBER_MESSAGES.emailRequired);
    expect(firstMessage(emailSchema.safeParse('somchai@'))).toBe(MEMBER_MESSAGES.emailInvalid);
    expect(emailSchema.safeParse('somchai@example.co.th').success).toBe(true);
  });
});

describe('signupRequest', () => {
  it('takes the spec body with optional affiliate fields', () => {
    const parsed = signupRequest.parse({
      userName: 'somchai01',
      password: 'Abcdef1!',
      phoneNumber: '0812345678',
      birthDate: '1990-05-17',
      agentId: '0',
    });
    expect(parsed.agentId).toBe(0);
    expect(parsed.slug).toBeUndefined();
  });
  it('needs a real calendar date of birth', () => {
    const birthDateOf = (birthDate: unknown) =>
      signupRequest
        .safeParse({ userName: 'somchai01', password: 'Abcdef1!', phoneNumber: '0812345678', birthDate })
        .error?.issues.map((issue) => issue.message);
    expect(birthDateOf('1990-05-17')).toBeUndefined();
    for (const bad of ['1990-02-30', '1899-12-31', '17/05/1990', undefined])
      expect(birthDateOf(bad)).toEqual(['Date of birth must be a real date (YYYY-MM-DD)']);
  });
});
