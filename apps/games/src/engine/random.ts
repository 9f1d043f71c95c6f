/**
 * A stream of random bytes turned into unbiased integers. The engines draw every random choice
 * from one of these, so the same bytes always give the same result (provably fair recomputation),
 * whatever produced them (HMAC blocks in play, node:crypto bytes in the RTP bench).
 */

/** Thrown when a draw needs more bytes than the stream holds; the caller extends it and replays. */
export class NeedMoreBytes extends Error {
  constructor() {
    super('random stream exhausted');
  }
}

const RANGE = 2 ** 32;

export interface RandomStream {
  /** A uniform integer in [0, n), 1 <= n <= 2^32. */
  below(n: number): number;
}

/**
 * Reads 4 bytes at a time as a big-endian unsigned 32-bit integer x. With limit = the largest
 * multiple of n not above 2^32, an x >= limit is rejected and the next 4 bytes are read; an
 * accepted x gives x mod n. Every value in [0, n) then has exactly limit / n preimages: no bias.
 */
export const byteStream = (bytes: Uint8Array): RandomStream & { used(): number } => {
  let offset = 0;
  const next32 = (): number => {
    if (offset + 4 > bytes.length) throw new NeedMoreBytes();
    const x =
      ((bytes[offset]! << 24) |
        (bytes[offset + 1]! << 16) |
        (bytes[offset + 2]! << 8) |
        bytes[offset + 3]!) >>>
      0;
    offset += 4;
    return x;
  };
  return {
    below(n) {
      if (!Number.isInteger(n) || n < 1 || n > RANGE) throw new RangeError(`bad range ${n}`);
      const limit = RANGE - (RANGE % n);
      for (;;) {
        const x = next32();
        if (x < limit) return x % n;
      }
    },
    used: () => offset,
  };
};
