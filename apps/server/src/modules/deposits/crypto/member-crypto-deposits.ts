import {
  microToUsdt,
  satang,
  type CryptoNetwork,
  type DepositStatus,
  type memberCryptoDeposit,
} from '@chokdee/domain';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { satangOrNull } from '../deposit-rows.ts';
import { bkk } from '../../../platform/bangkok-time.ts';
import { readCryptoSettings, requiredConfirmations } from '../providers/provider-settings.ts';

interface Row {
  id: string;
  network: CryptoNetwork;
  address: string;
  amount: string;
  crypto_amount: string;
  rate: string;
  status: DepositStatus;
  tx_hash: string | null;
  received: string | null;
  confirmations: number | null;
  credited_amount: string | null;
  created_at: string;
  expires_at: string | null;
}

/** GET /api/deposits.crypto.all: the member's crypto requests with their transfer, newest first (latest 50). */
export const listMemberCryptoDeposits = async (
  db: Database,
  memberId: bigint,
): Promise<z.output<typeof memberCryptoDeposit>[]> => {
  const settings = await readCryptoSettings(db);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select d.id::text, c.network, a.address, d.amount::text, c.crypto_amount::text, c.rate::text, d.status,
        t.tx_hash, t.amount::text as received, t.confirmations, d.credited_amount::text,
        ${bkk('d.created_at')} as created_at,
        case when d.expires_at is null then null else ${bkk('d.expires_at')} end as expires_at
      from deposits d
        join crypto_deposits c on c.deposit_id = d.id
        join crypto_addresses a on a.id = c.address_id
        left join crypto_transfers t on t.deposit_id = d.id
      where d.member_id = ${memberId.toString()}::bigint and d.method = 'CRYPTO'
      order by d.created_at desc, d.id desc limit 50`),
  );
  return rows.map((row) => ({
    id: row.id,
    network: row.network,
    address: row.address,
    amount: satang(row.amount),
    cryptoAmount: microToUsdt(BigInt(row.crypto_amount)),
    rate: satang(row.rate),
    status: row.status,
    txHash: row.tx_hash,
    receivedAmount: row.received === null ? null : microToUsdt(BigInt(row.received)),
    confirmations: row.confirmations,
    requiredConfirmations: row.tx_hash === null ? null : requiredConfirmations(settings, row.network),
    creditedAmount: satangOrNull(row.credited_amount),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }));
};
