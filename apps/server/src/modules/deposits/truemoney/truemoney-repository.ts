import type { Satang, TruemoneyTransferStatus } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { bkk } from '../../../platform/bangkok-time.ts';
import type { MoneyTx } from '../../wallet/index.ts';
import { CLOCK_SKEW } from '../statement-lines-repository.ts';
import type { TruemoneyTransferInput } from './truemoney-transfers.ts';

/** A PENDING TRUEMONEY request and the wallet it is paid to; one open request a member (unique index). */
export const insertTruemoneyRequest = async (
  tx: Database,
  input: { memberId: bigint; amount: Satang; walletPhone: string; requestMs: number },
): Promise<{ id: string; expires_at: string }> => {
  const [row] = rowsOf<{ id: string; expires_at: string }>(
    await tx.execute(sql`
      insert into deposits (member_id, method, amount, expires_at)
      values (${input.memberId.toString()}::bigint, 'TRUEMONEY', ${input.amount.toString()}::bigint,
        now() + ${input.requestMs}::int * interval '1 millisecond')
      returning id::text, ${bkk('expires_at')} as expires_at`),
  );
  await tx.execute(
    sql`insert into truemoney_deposits (deposit_id, wallet_phone) values (${row!.id}::bigint, ${input.walletPhone})`,
  );
  return row!;
};

export const openTruemoneyRequest = async (
  db: Database,
  memberId: bigint,
): Promise<{ id: string; wallet_phone: string; amount: string; expires_at: string } | undefined> =>
  rowsOf<{ id: string; wallet_phone: string; amount: string; expires_at: string }>(
    await db.execute(sql`
      select d.id::text, t.wallet_phone, d.amount::text, ${bkk('d.expires_at')} as expires_at
      from deposits d join truemoney_deposits t on t.deposit_id = d.id
      where d.member_id = ${memberId.toString()}::bigint and d.method = 'TRUEMONEY' and d.status = 'PENDING'
        and d.expires_at >= now()`),
  )[0];

/** Records a transfer, attributed to the member whose phone sent it; undefined when already recorded. */
export const insertTruemoneyTransfer = async (
  tx: MoneyTx,
  transfer: TruemoneyTransferInput,
): Promise<{ id: string; member_id: string | null } | undefined> =>
  rowsOf<{ id: string; member_id: string | null }>(
    await tx.execute(sql`
      insert into truemoney_transfers (transaction_id, amount, from_phone, transfer_time, member_id, status)
      values (${transfer.transactionId}, ${transfer.amount.toString()}::bigint, ${transfer.fromPhone}, ${transfer.transferTime}::timestamptz,
        (select id from members where phone_number = ${transfer.fromPhone}), 'UNMATCHED')
      on conflict (transaction_id) do nothing
      returning id::text, member_id::text`),
  )[0];

export const truemoneyTransferUnderId = async (
  tx: MoneyTx,
  transactionId: string,
): Promise<{ deposit_id: string | null } | undefined> =>
  rowsOf<{ deposit_id: string | null }>(
    await tx.execute(
      sql`select deposit_id::text from truemoney_transfers where transaction_id = ${transactionId}`,
    ),
  )[0];

/** The member's open TRUEMONEY request the transfer pays, locked (FOR UPDATE). */
export const lockTruemoneyRequest = async (
  tx: MoneyTx,
  memberId: string,
  transfer: TruemoneyTransferInput,
): Promise<{ id: string } | undefined> =>
  rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id::text from deposits
      where member_id = ${memberId}::bigint and method = 'TRUEMONEY' and status = 'PENDING'
        and amount = ${transfer.amount.toString()}::bigint and expires_at >= ${transfer.transferTime}::timestamptz
        and created_at <= ${transfer.transferTime}::timestamptz + ${CLOCK_SKEW}::interval
      for update`),
  )[0];

export const markTransferMatched = async (
  tx: MoneyTx,
  transferId: string,
  depositId: string,
): Promise<void> => {
  await tx.execute(sql`
    update truemoney_transfers set status = 'MATCHED', deposit_id = ${depositId}::bigint where id = ${transferId}::bigint`);
};

/** The member's transfers to the site wallet, newest first (latest 100). */
export const memberTransferRows = async (
  db: Database,
  memberId: bigint,
): Promise<{ id: string; amount: string; transfer_time: string; status: TruemoneyTransferStatus }[]> =>
  rowsOf<{ id: string; amount: string; transfer_time: string; status: TruemoneyTransferStatus }>(
    await db.execute(sql`
      select id::text, amount::text, ${bkk('transfer_time')} as transfer_time, status from truemoney_transfers
      where member_id = ${memberId.toString()}::bigint
      order by transfer_time desc, id desc limit 100`),
  );

/** A PENDING TRUEMONEY request for what a transfer brought, made by a staff credit (no expiry, no wallet row). */
export const insertTruemoneyDepositFor = async (
  tx: MoneyTx,
  memberId: string,
  amount: string,
): Promise<string> => {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
          insert into deposits (member_id, method, amount) values (${memberId}::bigint, 'TRUEMONEY', ${amount}::bigint)
          returning id::text`),
  );
  return row!.id;
};
