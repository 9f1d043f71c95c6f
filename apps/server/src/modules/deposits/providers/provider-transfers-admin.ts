import {
  microToUsdt,
  satang,
  type adminCryptoTransfer,
  type adminCryptoTransfersResult,
  type adminTruemoneyTransfer,
  type adminTruemoneyTransfersResult,
  type CryptoNetwork,
  type CryptoTransferStatus,
  type TruemoneyTransferStatus,
} from '@chokdee/domain';
import type { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { satangOrNull } from '../deposit-rows.ts';
import { bkk } from '../../../platform/bangkok-time.ts';
import { pagedList, totalledList, whereAll, within } from '../../../platform/paged-list.ts';

interface Paging {
  /** One transfer (the answer of a staff decision). */
  id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/** The filters both transfer lists take: one transfer (a decision's answer) and a status. */
const common = (query: Paging & { status?: string | undefined }): (SQL | undefined)[] => [
  query.id ? sql`t.id = ${query.id}::bigint` : undefined,
  query.status ? sql`t.status = ${query.status}` : undefined,
];

/** Crypto transfers seen by the hook, newest first, with filters (status, network, first seen from/to). */
export const listCryptoTransfers = async (
  db: Database,
  query: Paging & { status?: CryptoTransferStatus | undefined; network?: CryptoNetwork | undefined },
): Promise<z.output<typeof adminCryptoTransfersResult>> => {
  const where = whereAll([
    ...common(query),
    query.network && sql`t.network = ${query.network}`,
    ...within(sql`t.first_seen_at`, query),
  ]);
  return pagedList(db, {
    from: sql`crypto_transfers t`,
    where,
    page: query,
    rows: async ({ limit, offset }) => {
      const rows = rowsOf<{
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
      }>(
        await db.execute(sql`
      select t.id::text, t.network, t.tx_hash, t.address, t.amount::text, t.confirmations, t.status,
        m.uuid::text as member_uuid, m.user_name, t.deposit_id::text, t.credited_amount::text,
        ${bkk('t.first_seen_at')} as first_seen_at, ${bkk('t.updated_at')} as updated_at
      from crypto_transfers t left join members m on m.id = t.member_id
      where ${where}
      order by t.first_seen_at desc, t.id desc
      limit ${limit} offset ${offset}`),
      );
      return rows.map((row): z.output<typeof adminCryptoTransfer> => ({
        id: row.id,
        network: row.network,
        txHash: row.tx_hash,
        address: row.address,
        amount: microToUsdt(BigInt(row.amount)),
        confirmations: row.confirmations,
        status: row.status,
        memberUuid: row.member_uuid,
        userName: row.user_name,
        depositId: row.deposit_id,
        creditedAmount: satangOrNull(row.credited_amount),
        firstSeenAt: row.first_seen_at,
        updatedAt: row.updated_at,
      }));
    },
  });
};

/** Transfers into the site TrueMoney wallet, newest first, with filters and count/sum. */
export const listTruemoneyTransfers = async (
  db: Database,
  query: Paging & { status?: TruemoneyTransferStatus | undefined },
): Promise<z.output<typeof adminTruemoneyTransfersResult>> => {
  const where = whereAll([...common(query), ...within(sql`t.received_at`, query)]);
  return totalledList(db, {
    from: sql`truemoney_transfers t`,
    where,
    amount: sql`t.amount`,
    page: query,
    rows: async ({ limit, offset }) => {
      const rows = rowsOf<{
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
      }>(
        await db.execute(sql`
      select t.id::text, t.transaction_id, t.amount::text, t.from_phone, ${bkk('t.transfer_time')} as transfer_time, t.status,
        m.uuid::text as member_uuid, m.user_name, t.deposit_id::text, ${bkk('t.received_at')} as received_at
      from truemoney_transfers t left join members m on m.id = t.member_id
      where ${where}
      order by t.received_at desc, t.id desc
      limit ${limit} offset ${offset}`),
      );
      return rows.map((row): z.output<typeof adminTruemoneyTransfer> => ({
        id: row.id,
        transactionId: row.transaction_id,
        amount: satang(row.amount),
        fromPhone: row.from_phone,
        transferTime: row.transfer_time,
        status: row.status,
        memberUuid: row.member_uuid,
        userName: row.user_name,
        depositId: row.deposit_id,
        receivedAt: row.received_at,
      }));
    },
  });
};
