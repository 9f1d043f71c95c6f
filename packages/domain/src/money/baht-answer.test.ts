import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bahtAnswer } from './baht-answer.ts';
import { satang } from './satang.ts';

describe('bahtAnswer', () => {
  const answer = z.object({ balance: bahtAnswer, hold: bahtAnswer.nullable() });

  it('encodes satang to baht for the wire, by the decimal digits', () => {
    expect(z.encode(answer, { balance: satang(114n), hold: null })).toEqual({ balance: 1.14, hold: null });
    expect(z.encode(answer, { balance: satang(-5n), hold: satang(1_000_000n) })).toEqual({
      balance: -0.05,
      hold: 10_000,
    });
  });

  it('decodes baht from the wire back to satang, refusing a third decimal', () => {
    expect(z.decode(answer, { balance: 0.29, hold: null })).toEqual({ balance: 29n, hold: null });
    expect(answer.safeParse({ balance: 1.005, hold: null }).success).toBe(false);
  });

  it('refuses to encode a number that is not satang', () => {
    expect(() => z.encode(answer, { balance: 1.5 as never, hold: null })).toThrow();
  });
});
