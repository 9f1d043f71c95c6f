import { z } from 'zod';
import { bahtAnswer, listTotals } from '../money/baht-answer.ts';
import { memberUuidSchema, pageQuery } from '../admin/member-admin-schemas.ts';
import { isoInstantSchema } from '../wallet/amount-schema.ts';
import { idParamSchema } from '../wallet/withdraw-schemas.ts';
import { CRYPTO_NETWORKS, CRYPTO_TRANSFER_STATUSES, cryptoNetworkSchema } from './crypto-schemas.ts';
import { TRUEMONEY_TRANSFER_STATUSES } from './truemoney-schemas.ts';

/** The back office's TrueMoney and crypto transfer queues: listing them and deciding an UNMATCHED one. */

export const adminCryptoTransfersQuery = z.object({
  status: z.enum(CRYPTO_TRANSFER_STATUSES).optional(),
  network: cryptoNetworkSchema.optional(),
  from: isoInstantSchema.optional(),
  to: isoInstantSchema.optional(),
  ...pageQuery,
});

export const adminCryptoTransfer = z.object({
  id: z.string(),
  network: z.enum(CRYPTO_NETWORKS),
  txHash: z.string(),
  address: z.string(),
  amount: z.string(),
  confirmations: z.number(),
  status: z.enum(CRYPTO_TRANSFER_STATUSES),
  memberUuid: z.string().nullable(),
  userName: z.string().nullable(),
  depositId: z.string().nullable(),
  creditedAmount: bahtAnswer.nullable(),
  firstSeenAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCryptoTransfer = z.input<typeof adminCryptoTransfer>;

export const adminCryptoTransfersResult = z.object({
  items: z.array(adminCryptoTransfer),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminCryptoTransfersResult = z.input<typeof adminCryptoTransfersResult>;

export const adminTruemoneyTransfersQuery = z.object({
  status: z.enum(TRUEMONEY_TRANSFER_STATUSES).optional(),
  from: isoInstantSchema.optional(),
  to: isoInstantSchema.optional(),
  ...pageQuery,
});

export const adminTruemoneyTransfer = z.object({
  id: z.string(),
  transactionId: z.string(),
  amount: bahtAnswer,
  fromPhone: z.string(),
  transferTime: z.string(),
  status: z.enum(TRUEMONEY_TRANSFER_STATUSES),
  memberUuid: z.string().nullable(),
  userName: z.string().nullable(),
  depositId: z.string().nullable(),
  receivedAt: z.string(),
});
export type AdminTruemoneyTransfer = z.input<typeof adminTruemoneyTransfer>;

export const adminTruemoneyTransfersResult = z.object({
  items: z.array(adminTruemoneyTransfer),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totals: listTotals,
});
export type AdminTruemoneyTransfersResult = z.input<typeof adminTruemoneyTransfersResult>;

const TRANSFER_ID_MESSAGE = 'Transfer id is invalid';
const NOTE_MESSAGE = 'Note must be 3-500 characters';

/** Credit an UNMATCHED TrueMoney transfer: to the member it names, or to the member given. */
export const adminTruemoneyCreditRequest = z.object({
  id: idParamSchema(TRANSFER_ID_MESSAGE),
  memberUuid: memberUuidSchema.optional(),
});
/** Credit an UNMATCHED crypto transfer to the member who owns the address it was sent to. */
export const adminCryptoCreditRequest = z.object({ id: idParamSchema(TRANSFER_ID_MESSAGE) });
/** Dismiss an UNMATCHED TrueMoney or crypto transfer (a refund, a test) with a note. */
export const adminTransferDismissRequest = z.object({
  id: idParamSchema(TRANSFER_ID_MESSAGE),
  note: z.string({ error: NOTE_MESSAGE }).trim().min(3, NOTE_MESSAGE).max(500, NOTE_MESSAGE),
});
