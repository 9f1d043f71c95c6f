import { describe, expect, it } from 'vitest';
import { generateOtpCode, generateRefCode, hashOtp, otpHashKey, otpMatches, otpSmsText } from './otp-code.ts';

const key = otpHashKey('x'.repeat(40));

describe('OTP codes', () => {
  it('are 6 digits and ref codes 6 unambiguous uppercase characters', () => {
    for (let i = 0; i < 200; i++) {
      expect(generateOtpCode()).toMatch(/^\d{6}$/);
      expect(generateRefCode()).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    }
  });

  it('are stored as a keyed hash bound to the ref code', () => {
    const stored = hashOtp(key, 'ABC234', '123456');
    expect(stored).not.toContain('123456');
    expect(otpMatches(key, 'ABC234', '123456', stored)).toBe(true);
    expect(otpMatches(key, 'ABC234', '123457', stored)).toBe(false);
    expect(otpMatches(key, 'XYZ234', '123456', stored)).toBe(false);
    expect(otpMatches(otpHashKey('y'.repeat(40)), 'ABC234', '123456', stored)).toBe(false);
    expect(otpMatches(key, 'ABC234', '123456', 'not-hex')).toBe(false);
  });

  it('are sent in Thai with the ref code and the lifetime', () => {
    expect(otpSmsText('123456', 'ABC234')).toBe('รหัส OTP ของคุณคือ 123456 (Ref: ABC234) ใช้ได้ 5 นาที');
  });
});
