import { bahtToSatang } from '@chokdee/domain';
import { z } from 'zod';

// Environment strings: blank counts as unset, so `JWT_SECRET=` in a .env file does not pass.
export const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().optional(),
);

export const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** A positive baht amount setting (<= 2 decimals), as satang. */
export const bahtSetting = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const amount = bahtToSatang(value);
      if (amount === null || amount <= 0) {
        ctx.addIssue({ code: 'custom', message: 'must be a positive baht amount with at most 2 decimals' });
        return z.NEVER;
      }
      return amount;
    });
