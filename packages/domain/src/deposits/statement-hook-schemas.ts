import { z } from 'zod';
import { normalizeAccountNumber } from '../banks/thai-banks.ts';
import { bahtAmountSchema, isoInstantSchema } from '../wallet/amount-schema.ts';
import { idParamSchema } from '../wallet/withdraw-schemas.ts';

/** The bank statement hook (docs/deposits.md): a statement bot's lines for one receiving account. */

export const STATEMENT_OUTCOMES = ['CREDITED', 'UNMATCHED', 'DUPLICATE'] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];

export const bankStatementHookBody = z.object({
  bankId: idParamSchema('bankId is invalid'),
  lines: z
    .array(
      z.object({
        referTransferId: z.string().trim().min(1).max(100),
        amount: bahtAmountSchema,
        transferAt: isoInstantSchema,
        fromBankCode: z.string().trim().toUpperCase().max(20).optional(),
        fromAccountNumber: z
          .string()
          .transform(normalizeAccountNumber)
          .refine((value) => /^\d{4,20}$/.test(value), 'fromAccountNumber must be digits')
          .optional(),
      }),
    )
    .min(1)
    .max(500),
});

export const bankStatementHookAnswer = z.object({
  results: z.array(
    z.object({
      referTransferId: z.string(),
      outcome: z.enum(STATEMENT_OUTCOMES),
      depositId: z.string().optional(),
    }),
  ),
});
