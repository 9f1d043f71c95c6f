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
import type { Database } from '../../../db/client.ts';
import { satangOrNull } from '../deposit-rows.ts';
import { whereAll, within } from '../../../platform/paged-list.ts';
import { cryptoTransferPage, truemoneyTransferPage } from './provider-transfers-repository.ts';

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
  const page = await cryptoTransferPage(db, where, query);
  return {
    ...page,
    items: page.items.map((row): z.output<typeof adminCryptoTransfer> => ({
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
    })),
  };
};

/** Transfers into the site TrueMoney wallet, newest first, with filters and count/sum. */
export const listTruemoneyTransfers = async (
  db: Database,
  query: Paging & { status?: TruemoneyTransferStatus | undefined },
): Promise<z.output<typeof adminTruemoneyTransfersResult>> => {
  const where = whereAll([...common(query), ...within(sql`t.received_at`, query)]);
  const page = await truemoneyTransferPage(db, where, query);
  return {
    ...page,
    items: page.items.map((row): z.output<typeof adminTruemoneyTransfer> => ({
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
    })),
  };
};
