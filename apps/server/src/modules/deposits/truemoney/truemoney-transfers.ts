import { satang, type Satang, type trueWalletHistoryItem } from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { passesLimit } from '../../compliance/index.ts';
import { runMoneyTransaction } from '../../wallet/index.ts';
import { creditDeposit } from '../credit-deposit.ts';
import {
  insertTruemoneyTransfer,
  lockTruemoneyRequest,
  markTransferMatched,
  memberTransferRows,
  truemoneyTransferUnderId,
} from './truemoney-repository.ts';

export interface TruemoneyTransferInput {
  transactionId: string;
  amount: Satang;
  /** Normalised to 0 + 9 digits, the form members register with. */
  fromPhone: string;
  transferTime: string;
}

export interface TruemoneyResult {
  transactionId: string;
  outcome: 'CREDITED' | 'UNMATCHED' | 'DUPLICATE';
  depositId?: string;
}

/**
 * One transfer in its own money transaction: recorded once (the unique transaction id decides
 * DUPLICATE; a concurrent copy waits on the index for the first to commit, then inserts nothing),
 * attributed to the member whose registered phone sent it, then matched to that member's open
 * TRUEMONEY request of exactly this amount, transferred while it was open (not before it was made,
 * allowing the wallet's clock CLOCK_SKEW, nor after it expired), and credited; otherwise left
 * UNMATCHED for staff. The one-open-request index leaves at most one candidate; FOR UPDATE makes
 * a second transfer for the same request wait and then find it credited.
 */
const processTransfer = (db: Database, transfer: TruemoneyTransferInput): Promise<TruemoneyResult> =>
  runMoneyTransaction(db, async (tx) => {
    const { amount } = transfer;
    const inserted = await insertTruemoneyTransfer(tx, transfer);
    if (!inserted) {
      const first = await truemoneyTransferUnderId(tx, transfer.transactionId);
      return {
        transactionId: transfer.transactionId,
        outcome: 'DUPLICATE' as const,
        ...(first?.deposit_id ? { depositId: first.deposit_id } : {}),
      };
    }
    const unmatched = { transactionId: transfer.transactionId, outcome: 'UNMATCHED' as const };
    if (!inserted.member_id) return unmatched;
    const match = await lockTruemoneyRequest(tx, inserted.member_id, transfer);
    // Over the member's deposit limit: the money stays with staff, who return it (docs/compliance.md).
    if (!match || (await passesLimit(tx, BigInt(inserted.member_id), 'deposit', amount))) return unmatched;
    await creditDeposit(tx, {
      depositId: match.id,
      memberId: inserted.member_id,
      amount,
      referTransferId: transfer.transactionId,
    });
    await markTransferMatched(tx, inserted.id, match.id);
    return { transactionId: transfer.transactionId, outcome: 'CREDITED' as const, depositId: match.id };
  });

/**
 * POST /api/hooks/truemoney (signature already checked). Transfers in order, each in its own
 * transaction: a replay of a partly processed batch answers DUPLICATE for what was recorded.
 */
export const processTruemoneyTransfers = async (
  db: Database,
  transfers: TruemoneyTransferInput[],
): Promise<TruemoneyResult[]> => {
  const results: TruemoneyResult[] = [];
  for (const transfer of transfers) results.push(await processTransfer(db, transfer));
  return results;
};

/** POST /api/true.wallet.history: the member's transfers to the site wallet, newest first (latest 100). */
export const trueWalletHistory = async (
  db: Database,
  memberId: bigint,
): Promise<z.output<typeof trueWalletHistoryItem>[]> => {
  const rows = await memberTransferRows(db, memberId);
  return rows.map((row) => ({
    id: row.id,
    amount: satang(row.amount),
    transferTime: row.transfer_time,
    status: row.status,
  }));
};
