import { createHmac, randomBytes } from 'node:crypto';

/**
 * TOTP (RFC 6238) over HOTP (RFC 4226): HMAC-SHA-1, 30 s steps, 6 digits — what every
 * authenticator app does by default. Written out here (30 lines) rather than pulled in as a
 * dependency; totp.test.ts checks it against the RFC 6238 appendix B vectors.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Accept the previous and the next step too: phone clocks drift and typing takes time. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, the form authenticator apps take a secret in. */
export const toBase32 = (bytes: Uint8Array): string => {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
};

export const fromBase32 = (text: string): Buffer => {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

/** A fresh 160-bit secret (RFC 4226 recommends 160 bits for SHA-1), base32. */
export const newTotpSecret = (): string => toBase32(randomBytes(20));

/** RFC 4226 HOTP with dynamic truncation. */
export const hotp = (key: Buffer, counter: number, digits = TOTP_DIGITS): string => {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
};

export const stepAt = (unixSeconds: number): number => Math.floor(unixSeconds / TOTP_STEP_SECONDS);

export const totpAt = (secretBase32: string, unixSeconds: number, digits = TOTP_DIGITS): string =>
  hotp(fromBase32(secretBase32), stepAt(unixSeconds), digits);

/**
 * The time step whose code equals `code` within ±TOTP_WINDOW steps of `unixSeconds`, or null.
 * The caller stores the step and refuses any step not newer than it, so a code is used once.
 */
export const matchTotp = (secretBase32: string, code: string, unixSeconds: number): number | null => {
  if (!/^\d{6}$/.test(code)) return null;
  const key = fromBase32(secretBase32);
  const now = stepAt(unixSeconds);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (hotp(key, step) === code) return step;
  }
  return null;
};

export const otpauthUri = (secretBase32: string, username: string, issuer = 'Chokdee'): string =>
  `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(username)}?secret=${secretBase32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_STEP_SECONDS}`;
