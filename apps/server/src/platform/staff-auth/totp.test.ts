import { describe, expect, it } from 'vitest';
import { fromBase32, matchTotp, otpauthUri, toBase32, totpAt } from './totp.ts';

// RFC 6238 appendix B: SHA-1 key is the ASCII string "12345678901234567890", 8 digits.
const RFC_KEY = toBase32(Buffer.from('12345678901234567890', 'ascii'));
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at T=%i gives %s (appendix B, SHA-1)', (time, code) => {
    expect(totpAt(RFC_KEY, time, 8)).toBe(code);
  });

  it('gives the 6-digit tail of the same values', () => {
    expect(totpAt(RFC_KEY, 59)).toBe('287082');
    expect(totpAt(RFC_KEY, 1111111109)).toBe('081804');
  });

  it('accepts the previous, current and next step and nothing further', () => {
    const now = 1_800_000_000;
    expect(matchTotp(RFC_KEY, totpAt(RFC_KEY, now), now)).toBe(60_000_000);
    expect(matchTotp(RFC_KEY, totpAt(RFC_KEY, now - 30), now)).toBe(59_999_999);
    expect(matchTotp(RFC_KEY, totpAt(RFC_KEY, now + 30), now)).toBe(60_000_001);
    expect(matchTotp(RFC_KEY, totpAt(RFC_KEY, now - 60), now)).toBeNull();
    expect(matchTotp(RFC_KEY, totpAt(RFC_KEY, now + 60), now)).toBeNull();
    expect(matchTotp(RFC_KEY, '12345', now)).toBeNull();
  });

  it('round-trips base32 (RFC 4648 vectors) and reads the demo secret', () => {
    expect(toBase32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(fromBase32('MZXW6YTBOI').toString()).toBe('foobar');
    expect(fromBase32('JBSWY3DPEHPK3PXP').toString('hex')).toBe('48656c6c6f21deadbeef');
  });

  it('builds an otpauth URI authenticator apps read', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'ops.lead')).toBe(
      'otpauth://totp/Chokdee:ops.lead?secret=JBSWY3DPEHPK3PXP&issuer=Chokdee&algorithm=SHA1&digits=6&period=30',
    );
  });
});
