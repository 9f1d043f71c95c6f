import type { CryptoNetwork, CryptoTransferStatus, TruemoneyTransferStatus } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { bkk } from '../../../platform/bangkok-time.ts';
import { pagedList, totalledList, type PageRequest, type Totals } from '../../../platform/paged-list.ts';
import type { Page } from '../../../platform/reply.ts';
import type { MoneyTx } from '../../wallet/index.ts';

/** The TrueMoney and crypto transfer tables, as the staff queue and its decisions read and write them. */

export type TransferKind = 'truemoney' | 'crypto';
const TRANSFER_TABLE = {
  truemoney: sql.raw('truemoney_transfers'),
  crypto: sql.raw('crypto_transfers'),
} as const;

export interface LockedTransfer {
  id: string;
  amount: string;
  member_id: string | null;
  status: string;
  reference: string;
  network: string | null;
}

/** FOR UPDATE: two staff deciding one transfer at once run one after the other. */
export const lockTransfer = async (
  tx: Database,
  kind: TransferKind,
  id: string,
): Promise<LockedTransfer | undefined> => {
  const reference = kind === 'truemoney' ? sql`transaction_id` : sql`tx_hash`;
  const network = kind === 'truemoney' ? sql`null` : sql`network`;
  return rowsOf<LockedTransfer>(
    await tx.execute(sql`
      select id::text, amount::text, member_id::text, status, ${reference} as reference, ${network} as network
      from ${TRANSFER_TABLE[kind]} where id = ${id}::bigint for update`),
  )[0];
};

export const markTransferDismissed = async (
  tx: Database,
  kind: TransferKind,
  input: { id: string; note: string; staffId: bigint },
): Promise<void> => {
  await tx.execute(sql`
      update ${TRANSFER_TABLE[kind]} set status = 'DISMISSED', note = ${input.note}, decided_by = ${input.staffId.toString()}::bigint,
        decided_at = now()
      where id = ${input.id}::bigint`);
};

export const markCryptoTransferCreditedBy = async (
  tx: MoneyTx,
  input: { id: string; depositId: string; value: bigint; staffId: bigint },
): Promise<void> => {
  await tx.execute(sql`
      update crypto_transfers set status = 'CREDITED', deposit_id = ${input.depositId}::bigint, credited_amount = ${input.value.toString()}::bigint,
        decided_by = ${input.staffId.toString()}::bigint, decided_at = now(), updated_at = now()
      where id = ${input.id}::bigint`);
};

export const markTruemoneyTransferMatchedBy = async (
  tx: MoneyTx,
  input: { id: string; depositId: string; memberId: string; staffId: bigint },
): Promise<void> => {
  await tx.execute(sql`
      update truemoney_transfers set status = 'MATCHED', deposit_id = ${input.depositId}::bigint, member_id = ${input.memberId}::bigint,
        decided_by = ${input.staffId.toString()}::bigint, decided_at = now()
      where id = ${input.id}::bigint`);
};

export interface CryptoTransferRow {
  id: string;
  network: CryptoNetwork;
  tx_hash: string;
  address: string;
  amount: string;
  confirmations: number;
  status: CryptoTransferStatus;
  member_uuid: string | null;
  user_name: string | null;
  deposit_id: string | null;
  credited_amount: string | null;
  first_seen_at: string;
  updated_at: string;
}

/** One page of crypto transfers (`where` on alias `t`), newest first, and the filter's count. */
export const cryptoTransferPage = (
  db: Database,
  where: SQL,
  page: PageRequest,
): Promise<Page<CryptoTransferRow>> =>
  pagedList(db, {
    from: sql`crypto_transfers t`,
    where,
    page,
    rows: async ({ limit, offset }) =>
      rowsOf<CryptoTransferRow>(
        await db.execute(sql`
      select t.id::text, t.network, t.tx_hash, t.address, t.amount::text, t.confirmations, t.status,
        m.uuid::text as member_uuid, m.user_name, t.deposit_id::text, t.credited_amount::text,
        ${bkk('t.first_seen_at')} as first_seen_at, ${bkk('t.updated_at')} as updated_at
      from crypto_transfers t left join members m on m.id = t.member_id
      where ${where}
      order by t.first_seen_at desc, t.id desc
      limit ${limit} offset ${offset}`),
      ),
  });

export interface TruemoneyTransferRow {
  id: string;
  transaction_id: string;
  amount: string;
  from_phone: string;
  transfer_time: string;
  status: TruemoneyTransferStatus;
  member_uuid: string | null;
  user_name: string | null;
  deposit_id: string | null;
  received_at: string;
}

/** One page of TrueMoney transfers (`where` on alias `t`), newest first, with the filter's count and sum. */
export const truemoneyTransferPage = (
  db: Database,
  where: SQL,
  page: PageRequest,
): Promise<Page<TruemoneyTransferRow> & { totals: Totals }> =>
  totalledList(db, {
    from: sql`truemoney_transfers t`,
    where,
    amount: sql`t.amount`,
    page,
    rows: async ({ limit, offset }) =>
      rowsOf<TruemoneyTransferRow>(
        await db.execute(sql`
      select t.id::text, t.transaction_id, t.amount::text, t.from_phone, ${bkk('t.transfer_time')} as transfer_time, t.status,
        m.uuid::text as member_uuid, m.user_name, t.deposit_id::text, ${bkk('t.received_at')} as received_at
      from truemoney_transfers t left join members m on m.id = t.member_id
      where ${where}
      order by t.received_at desc, t.id desc
      limit ${limit} offset ${offset}`),
      ),
  });
