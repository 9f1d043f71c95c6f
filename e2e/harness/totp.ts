/**
 * RFC 6238 TOTP for the browser specs (HMAC-SHA-1, 30 s steps, 6 digits), written here on purpose
 * rather than imported from the server, so the spec checks the server against an independent
 * implementation. Tested against the RFC's appendix B vector in admin.spec.ts.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(secret: string): Buffer {
  const clean = secret.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

const STEP_SECONDS = 30;

/** HOTP(key, counter) truncated to `digits` (RFC 4226 §5.3). */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', key).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return binary.toString().padStart(digits, '0');
}

/** The code of the current step. The server accepts the previous step too, so no test waits for a fresh one. */
export const totp = (base32Secret: string, atMs: number = Date.now(), digits = 6): string =>
  hotp(base32Decode(base32Secret), Math.floor(atMs / 1000 / STEP_SECONDS), digits);
