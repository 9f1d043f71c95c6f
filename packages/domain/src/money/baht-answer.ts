import { z } from 'zod';
import { bahtToSatang, satangToBaht, type Satang } from './satang.ts';

/** The server side of an answer's money field; OpenAPI shows what travels (a number of baht). */
const satangValue = z
  .custom<Satang>((value) => typeof value === 'bigint')
  .meta({ type: 'number', description: 'baht, at most two decimals' });

/**
 * A money field of an answer: the handler returns Satang, the server's serializer encodes it to a
 * JSON number of baht (fastify-type-provider-zod serializes with `z.encode`), and a client types
 * it as that number. Route handlers never call satangToBaht themselves.
 */
export const bahtAnswer = z.codec(z.number(), satangValue, {
  decode: (baht, ctx): Satang => {
    const amount = bahtToSatang(baht);
    if (amount !== null) return amount;
    ctx.issues.push({ code: 'custom', message: 'not a baht amount', input: baht });
    return z.NEVER;
  },
  encode: (amount) => satangToBaht(amount),
});

/** What a totalled back-office list answers besides its page: the filter's count and sum, all pages. */
export const listTotals = z.object({ count: z.number(), amount: bahtAnswer });
