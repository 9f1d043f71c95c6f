import { randomBytes } from 'node:crypto';
import { microToUsdt, satangToBaht, toBangkokIso, type CryptoNetwork } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.ts';
import {
  readCryptoSettings,
  requiredConfirmations,
} from '../modules/deposits/providers/provider-settings.ts';

/** A signed-hook call the demo simulator sends to itself. */
export interface SimulatedHook {
  url: string;
  payload: string;
}

/**
 * Demo only: the provider callback that pays the member's own open TRUEMONEY or CRYPTO request —
 * a TrueMoney transfer of exactly the amount from the member's registered phone, or a USDT
 * transfer of the expected amount to their address with enough confirmations to credit. Null
 * when the id is not such a request of this member.
 */
export const providerHookFor = async (
  db: Database,
  memberId: bigint,
  depositId: string,
): Promise<SimulatedHook | null> => {
  const [open] = rowsOf<{
    method: 'TRUEMONEY' | 'CRYPTO';
    amount: string;
    phone: string | null;
    network: CryptoNetwork | null;
    address: string | null;
    crypto_amount: string | null;
  }>(
    await db.execute(sql`
      select d.method, d.amount::text, m.phone_number as phone, c.network, a.address, c.crypto_amount::text
      from deposits d join members m on m.id = d.member_id
        left join crypto_deposits c on c.deposit_id = d.id
        left join crypto_addresses a on a.id = c.address_id
      where d.id = ${depositId}::bigint and d.member_id = ${memberId.toString()}::bigint
        and d.status = 'PENDING' and d.method in ('TRUEMONEY', 'CRYPTO')`),
  );
  if (!open) return null;
  if (open.method === 'TRUEMONEY') {
    const transfer = {
      transactionId: `DEMO-${randomBytes(6).toString('hex')}`,
      amount: satangToBaht(BigInt(open.amount)),
      // A member without a phone (LINE sign-up) cannot be matched: the transfer waits for staff.
      fromPhone: open.phone ?? '0800000000',
      transferTime: toBangkokIso(new Date()),
    };
    return { url: '/api/hooks/truemoney', payload: JSON.stringify({ transactions: [transfer] }) };
  }
  const network = open.network!;
  const confirmations = requiredConfirmations(await readCryptoSettings(db), network);
  return {
    url: '/api/hooks/crypto',
    payload: JSON.stringify({
      txHash: randomBytes(32).toString('hex'),
      network,
      address: open.address,
      amount: microToUsdt(BigInt(open.crypto_amount!)),
      confirmations,
    }),
  };
};
