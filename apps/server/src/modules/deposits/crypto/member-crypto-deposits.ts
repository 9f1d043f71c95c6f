import { microToUsdt, satang, type memberCryptoDeposit } from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { satangOrNull } from '../deposit-rows.ts';
import { readCryptoSettings, requiredConfirmations } from '../providers/provider-settings.ts';
import { memberCryptoRows } from './crypto-repository.ts';

/** GET /api/deposits.crypto.all: the member's crypto requests with their transfer, newest first (latest 50). */
export const listMemberCryptoDeposits = async (
  db: Database,
  memberId: bigint,
): Promise<z.output<typeof memberCryptoDeposit>[]> => {
  const settings = await readCryptoSettings(db);
  const rows = await memberCryptoRows(db, memberId);
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
