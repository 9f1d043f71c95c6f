import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { byteStream, NeedMoreBytes } from './random.ts';

const u32 = (...values: number[]) => {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  values.forEach((value, i) => view.setUint32(i * 4, value));
  return bytes;
};

describe('byteStream', () => {
  it('reads big-endian 32-bit words and reduces an accepted word modulo n', () => {
    const stream = byteStream(new Uint8Array([0, 0, 1, 3, 0, 0, 0, 7]));
    expect(stream.below(256)).toBe(3);
    expect(stream.below(5)).toBe(2);
    expect(stream.used()).toBe(8);
  });

  it('rejects the words at and above the largest multiple of n, so every value has as many preimages', () => {
    for (const n of [3, 10, 416, 415, 1_000_003, 2 ** 31 + 1]) {
      const limit = 2 ** 32 - (2 ** 32 % n);
      expect(limit % n).toBe(0);
      // limit - 1 is the last accepted word, limit the first rejected: the next word is used instead.
      expect(byteStream(u32(limit - 1)).below(n)).toBe((limit - 1) % n);
      expect(byteStream(u32(limit, 5)).below(n)).toBe(5 % n);
    }
    // A power of two divides 2^32: no word is rejected.
    expect(byteStream(u32(0xffffffff)).below(32)).toBe(31);
    // n = 3: 2^32 - 1 is rejected; without the rejection 0 would get one preimage more than 1 and 2.
    expect(byteStream(u32(0xffffffff, 1)).below(3)).toBe(1);
  });

  it('throws NeedMoreBytes when the bytes run out', () => {
    const stream = byteStream(u32(0xffffffff));
    expect(() => stream.below(3)).toThrow(NeedMoreBytes);
  });

  it('gives each value of a range about equally often (chi-square, deterministic HMAC bytes)', () => {
    const n = 13;
    const counts = new Array<number>(n).fill(0);
    for (let block = 0; block < 2000; block++) {
      const stream = byteStream(createHmac('sha256', 'seed').update(String(block)).digest());
      for (let i = 0; i < 8; i++) counts[stream.below(n)]!++;
    }
    const expected = 16000 / n;
    const chi2 = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 12 degrees of freedom: p = 0.001 at 32.9.
    expect(chi2).toBeLessThan(32.9);
  });
});
