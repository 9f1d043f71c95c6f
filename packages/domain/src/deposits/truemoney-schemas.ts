import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';
import { bahtAmountSchema, isoInstantSchema } from '../wallet/amount-schema.ts';

/**
 * TrueMoney wallet deposits (docs/deposits.md, TrueMoney): the member's request, the provider's
 * hook and the member's transfer history. Baht at the edge.
 */

const PHONE_MESSAGE = 'Phone number is invalid.';

/**
 * A Thai mobile number as TrueMoney reports it (0812345678, +66 81 234 5678, 66812345678) in the
 * form members register with (0 + 9 digits), so the sender can be found by their phone.
 */
export const thaiMobileSchema = z
  .string({ error: PHONE_MESSAGE })
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^\+?66(?=\d{9}$)/, '0'))
  .refine((value) => /^0[689]\d{8}$/.test(value), PHONE_MESSAGE);

export const truemoneyDepositAnswer = z.object({
  id: z.string(),
  walletPhone: z.string(),
  amount: bahtAnswer,
  expiresAt: z.string(),
});
export type TruemoneyDepositAnswer = z.input<typeof truemoneyDepositAnswer>;

export const TRANSFER_OUTCOMES = ['CREDITED', 'UNMATCHED', 'DUPLICATE'] as const;

export const truemoneyHookBody = z.object({
  transactions: z
    .array(
      z.object({
        transactionId: z.string().trim().min(1).max(100),
        amount: bahtAmountSchema,
        fromPhone: thaiMobileSchema,
        transferTime: isoInstantSchema,
      }),
    )
    .min(1)
    .max(500),
});
export type TruemoneyHookBody = z.input<typeof truemoneyHookBody>;

export const truemoneyHookAnswer = z.object({
  results: z.array(
    z.object({
      transactionId: z.string(),
      outcome: z.enum(TRANSFER_OUTCOMES),
      depositId: z.string().optional(),
    }),
  ),
});

export const TRUEMONEY_TRANSFER_STATUSES = ['MATCHED', 'UNMATCHED', 'DISMISSED'] as const;
export type TruemoneyTransferStatus = (typeof TRUEMONEY_TRANSFER_STATUSES)[number];

/** POST /api/true.wallet.history (contract): the member's transfers to the site wallet. */
export const trueWalletHistoryItem = z.object({
  id: z.string(),
  amount: bahtAnswer,
  transferTime: z.string(),
  status: z.enum(TRUEMONEY_TRANSFER_STATUSES),
});
export type TrueWalletHistoryItem = z.input<typeof trueWalletHistoryItem>;
