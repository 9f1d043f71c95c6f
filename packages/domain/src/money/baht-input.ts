import { z } from 'zod';
import { bahtToSatang, type Satang } from './satang.ts';

export interface BahtInputOptions {
  /** The one message of every refusal (the contract's wording for the field). */
  message: string;
  /** 0 is an amount (a bonus switched off); otherwise an amount is greater than 0. */
  allowZero?: boolean;
  /** The largest amount accepted, in baht. */
  maxBaht?: number;
}

/**
 * A money field of a request: a JSON number of baht with at most two decimals on the wire, Satang
 * once parsed. Every request schema reads money through this, so the server never converts baht
 * itself; a refusal is an ordinary issue of the field (400 VALIDATION with `message`).
 */
export const bahtInput = ({ message, allowZero = false, maxBaht }: BahtInputOptions) =>
  z.number({ error: message }).transform((baht, ctx): Satang => {
    const inRange = (allowZero ? baht >= 0 : baht > 0) && (maxBaht === undefined || baht <= maxBaht);
    const amount = inRange ? bahtToSatang(baht) : null;
    if (amount === null) {
      ctx.issues.push({ code: 'custom', message, input: baht });
      return z.NEVER;
    }
    return amount;
  });
