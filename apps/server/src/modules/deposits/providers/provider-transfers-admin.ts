import {
  microToUsdt,
  satangToBaht,
  type AdminCryptoTransfer,
  type AdminCryptoTransfersResult,
  type AdminTruemoneyTransfer,
  type AdminTruemoneyTransfersResult,
  type CryptoNetwork,
  type CryptoTransferStatus,
  type TruemoneyTransferStatus,
} from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { bkk } from '../../../platform/bangkok-time.ts';

interface Paging {
  /** One transfer (the answer of a staff decision). */
  id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

const whereOf = (filters: SQL[]): SQL => (filters.length ? sql.join(filters, sql` and `) : sql`true`);

/** Crypto transfers seen by the hook, newest first, with filters (status, network, first seen from/to). */
export const listCryptoTransfers = async (
  db: Database,
  query: Paging & { status?: CryptoTransferStatus | undefined; network?: CryptoNetwork | undefined },
): Promise<AdminCryptoTransfersResult> => {
  const filters: SQL[] = [];
  if (query.id) filters.push(sql`t.id = ${query.id}::bigint`);
  if (query.status) filters.push(sql`t.status = ${query.status}`);
  if (query.network) filters.push(sql`t.network = ${query.network}`);
  if (query.from) filters.push(sql`t.first_seen_at >= ${query.from}::timestamptz`);
  if (query.to) filters.push(sql`t.first_seen_at < ${query.to}::timestamptz`);
  const where = whereOf(filters);
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from crypto_transfers t where ${where}`),
  );
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
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  const items: AdminCryptoTransfer[] = rows.map((row) => ({
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
    creditedAmount: row.credited_amount === null ? null : satangToBaht(BigInt(row.credited_amount)),
    firstSeenAt: row.first_seen_at,
    updatedAt: row.updated_at,
  }));
  return { items, total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
};

/** Transfers into the site TrueMoney wallet, newest first, with filters and count/sum. */
export const listTruemoneyTransfers = async (
  db: Database,
  query: Paging & { status?: TruemoneyTransferStatus | undefined },
): Promise<AdminTruemoneyTransfersResult> => {
  const filters: SQL[] = [];
  if (query.id) filters.push(sql`t.id = ${query.id}::bigint`);
  if (query.status) filters.push(sql`t.status = ${query.status}`);
  if (query.from) filters.push(sql`t.received_at >= ${query.from}::timestamptz`);
  if (query.to) filters.push(sql`t.received_at < ${query.to}::timestamptz`);
  const where = whereOf(filters);
  const [totals] = rowsOf<{ n: number; amount: string }>(
    await db.execute(
      sql`select count(*)::int as n, coalesce(sum(t.amount), 0)::text as amount from truemoney_transfers t where ${where}`,
    ),
  );
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
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  const items: AdminTruemoneyTransfer[] = rows.map((row) => ({
    id: row.id,
    transactionId: row.transaction_id,
    amount: satangToBaht(BigInt(row.amount)),
    fromPhone: row.from_phone,
    transferTime: row.transfer_time,
    status: row.status,
    memberUuid: row.member_uuid,
    userName: row.user_name,
    depositId: row.deposit_id,
    receivedAt: row.received_at,
  }));
  const n = totals?.n ?? 0;
  return {
    items,
    total: n,
    page: query.page,
    pageSize: query.pageSize,
    totals: { count: n, amount: satangToBaht(BigInt(totals?.amount ?? '0')) },
  };
};
