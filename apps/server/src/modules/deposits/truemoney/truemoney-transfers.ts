import { satang, type Satang, type trueWalletHistoryItem } from '@chokdee/domain';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { bkk } from '../../../platform/bangkok-time.ts';
import { runMoneyTransaction } from '../../wallet/index.ts';
import { CLOCK_SKEW } from '../statement-lines-repository.ts';
import { creditDeposit } from '../credit-deposit.ts';

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
    const [inserted] = rowsOf<{ id: string; member_id: string | null }>(
      await tx.execute(sql`
        insert into truemoney_transfers (transaction_id, amount, from_phone, transfer_time, member_id, status)
        values (${transfer.transactionId}, ${amount.toString()}::bigint, ${transfer.fromPhone}, ${transfer.transferTime}::timestamptz,
          (select id from members where phone_number = ${transfer.fromPhone}), 'UNMATCHED')
        on conflict (transaction_id) do nothing
        returning id::text, member_id::text`),
    );
    if (!inserted) {
      const [first] = rowsOf<{ deposit_id: string | null }>(
        await tx.execute(
          sql`select deposit_id::text from truemoney_transfers where transaction_id = ${transfer.transactionId}`,
        ),
      );
      return {
        transactionId: transfer.transactionId,
        outcome: 'DUPLICATE' as const,
        ...(first?.deposit_id ? { depositId: first.deposit_id } : {}),
      };
    }
    const unmatched = { transactionId: transfer.transactionId, outcome: 'UNMATCHED' as const };
    if (!inserted.member_id) return unmatched;
    const [match] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id::text from deposits
        where member_id = ${inserted.member_id}::bigint and method = 'TRUEMONEY' and status = 'PENDING'
          and amount = ${amount.toString()}::bigint and expires_at >= ${transfer.transferTime}::timestamptz
          and created_at <= ${transfer.transferTime}::timestamptz + ${CLOCK_SKEW}::interval
        for update`),
    );
    if (!match) return unmatched;
    await creditDeposit(tx, {
      depositId: match.id,
      memberId: inserted.member_id,
      amount,
      referTransferId: transfer.transactionId,
    });
    await tx.execute(sql`
      update truemoney_transfers set status = 'MATCHED', deposit_id = ${match.id}::bigint where id = ${inserted.id}::bigint`);
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
  const rows = rowsOf<{
    id: string;
    amount: string;
    transfer_time: string;
    status: z.output<typeof trueWalletHistoryItem>['status'];
  }>(
    await db.execute(sql`
      select id::text, amount::text, ${bkk('transfer_time')} as transfer_time, status from truemoney_transfers
      where member_id = ${memberId.toString()}::bigint
      order by transfer_time desc, id desc limit 100`),
  );
  return rows.map((row) => ({
    id: row.id,
    amount: satang(row.amount),
    transferTime: row.transfer_time,
    status: row.status,
  }));
};
