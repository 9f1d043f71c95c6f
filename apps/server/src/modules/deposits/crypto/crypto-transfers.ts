import { satangForMicroUsdt, type CryptoNetwork, type CryptoTransferStatus } from '@chokdee/domain';
import type { Database } from '../../../db/client.ts';
import { passesLimit } from '../../compliance/index.ts';
import { type MoneyTx, runMoneyTransaction } from '../../wallet/index.ts';
import { creditDeposit } from '../credit-deposit.ts';
import { readCryptoSettings, requiredConfirmations } from '../providers/provider-settings.ts';
import {
  linkTransfer,
  lockLinkedRequest,
  lockOpenRequestFor,
  markTransferCredited,
  markTransferUnmatched,
  upsertTransfer,
  type TransferRow,
} from './crypto-repository.ts';

export interface CryptoHookInput {
  txHash: string;
  network: CryptoNetwork;
  /** Normalised (EVM hex lowercase). */
  address: string;
  /** Micro-USDT. */
  amount: bigint;
  confirmations: number;
}

export interface CryptoHookResult {
  txHash: string;
  network: CryptoNetwork;
  status: CryptoTransferStatus;
  confirmations: number;
  requiredConfirmations: number;
  creditedNow: boolean;
  depositId?: string;
}

/**
 * Ties a newly seen transfer to the member's open request on its network, made before the
 * transfer was first seen and not yet expired. The request's `expires_at` is cleared: it now waits
 * for confirmations instead of expiring. `expires_at is not null` is re-checked after the row lock,
 * so a second transfer racing for the same request finds none.
 */
const linkOpenRequest = async (
  tx: MoneyTx,
  transfer: TransferRow,
  network: CryptoNetwork,
): Promise<string | null> => {
  const request = await lockOpenRequestFor(tx, transfer, network);
  if (!request) return null;
  await linkTransfer(tx, transfer.id, request.id);
  return request.id;
};

/**
 * The satang a crypto request is credited with for `arrived` micro-USDT: exactly the expected
 * amount credits the baht asked; any other amount its value at the request's rate, rounded down.
 */
export const cryptoCreditValue = (
  arrived: bigint,
  request: { amount: bigint; cryptoAmount: bigint; rate: bigint },
): bigint => (arrived === request.cryptoAmount ? request.amount : satangForMicroUsdt(arrived, request.rate));

/**
 * Credits the linked request once the transfer has its confirmations. Exactly the expected USDT:
 * the baht asked. Any other amount: what arrived, valued at the REQUEST's rate, rounded down to
 * the satang (docs/deposits.md, Crypto: a different amount). Nothing worth a satang: UNMATCHED.
 */
const settle = async (
  tx: MoneyTx,
  transfer: TransferRow,
  txHash: string,
): Promise<{ status: CryptoTransferStatus; credited: boolean }> => {
  const request = transfer.deposit_id ? await lockLinkedRequest(tx, transfer.deposit_id) : undefined;
  const value = request
    ? cryptoCreditValue(BigInt(transfer.amount), {
        amount: BigInt(request.amount),
        cryptoAmount: BigInt(request.crypto_amount),
        rate: BigInt(request.rate),
      })
    : 0n;
  // Over the member's deposit limit: the money stays with staff, who return it (docs/compliance.md).
  if (
    !request ||
    request.status !== 'PENDING' ||
    value <= 0n ||
    (await passesLimit(tx, BigInt(request.member_id), 'deposit', value))
  ) {
    await markTransferUnmatched(tx, transfer.id);
    return { status: 'UNMATCHED', credited: false };
  }
  await creditDeposit(tx, {
    depositId: transfer.deposit_id!,
    memberId: request.member_id,
    amount: value,
    referTransferId: txHash,
  });
  await markTransferCredited(tx, transfer.id, value);
  return { status: 'CREDITED', credited: true };
};

/**
 * POST /api/hooks/crypto (signature already checked). One transaction: the upsert on
 * (network, txHash) records the transfer the first time and otherwise only raises
 * `confirmations`; it also locks the row, so concurrent repeats run one after another and each
 * sees what the previous one committed. A CONFIRMING transfer of a pool address is linked to the
 * member's open request at first sight and settled when it reaches the network's confirmations;
 * a settled one (CREDITED/UNMATCHED/DISMISSED) never changes here again, so nothing is credited twice.
 */
export const processCryptoHook = async (db: Database, input: CryptoHookInput): Promise<CryptoHookResult> => {
  const required = requiredConfirmations(await readCryptoSettings(db), input.network);
  return runMoneyTransaction(db, async (tx) => {
    const transfer = await upsertTransfer(tx, input);
    let status = transfer.status;
    let creditedNow = false;
    if (status === 'CONFIRMING') {
      if (!transfer.deposit_id && transfer.member_id)
        transfer.deposit_id = await linkOpenRequest(tx, transfer, input.network);
      if (transfer.confirmations >= required) {
        const settled = await settle(tx, transfer, input.txHash);
        status = settled.status;
        creditedNow = settled.credited;
      }
    }
    return {
      txHash: input.txHash,
      network: input.network,
      status,
      confirmations: transfer.confirmations,
      requiredConfirmations: required,
      creditedNow,
      ...(transfer.deposit_id ? { depositId: transfer.deposit_id } : {}),
    };
  });
};
