import type { CryptoNetwork, DepositStatus } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { bkk } from '../../../platform/bangkok-time.ts';

/** The address of `network` already given to the member, if any. */
export const memberAddress = async (
  tx: Database,
  memberId: bigint,
  network: CryptoNetwork,
): Promise<{ id: string; address: string } | undefined> =>
  rowsOf<{ id: string; address: string }>(
    await tx.execute(sql`
      select id::text, address from crypto_addresses where network = ${network} and member_id = ${memberId.toString()}::bigint`),
  )[0];

/** Gives the member the oldest free address of the pool (SKIP LOCKED: racing members get different ones). */
export const takeFreeAddress = async (
  tx: Database,
  memberId: bigint,
  network: CryptoNetwork,
): Promise<{ id: string; address: string } | undefined> =>
  rowsOf<{ id: string; address: string }>(
    await tx.execute(sql`
      update crypto_addresses set member_id = ${memberId.toString()}::bigint, assigned_at = now()
      where id = (select id from crypto_addresses where network = ${network} and member_id is null
                  order by id limit 1 for update skip locked)
      returning id::text, address`),
  )[0];

/** A PENDING CRYPTO request with its address, USDT amount and rate. */
export const insertCryptoRequest = async (
  tx: Database,
  input: {
    memberId: bigint;
    amount: bigint;
    requestMinutes: number;
    network: CryptoNetwork;
    addressId: string;
    cryptoAmount: bigint;
    rate: bigint;
  },
): Promise<{ id: string; expires_at: string }> => {
  const [row] = rowsOf<{ id: string; expires_at: string }>(
    await tx.execute(sql`
      insert into deposits (member_id, method, amount, expires_at)
      values (${input.memberId.toString()}::bigint, 'CRYPTO', ${input.amount.toString()}::bigint,
        now() + ${input.requestMinutes}::int * interval '1 minute')
      returning id::text, ${bkk('expires_at')} as expires_at`),
  );
  await tx.execute(sql`
    insert into crypto_deposits (deposit_id, network, address_id, crypto_amount, rate)
    values (${row!.id}::bigint, ${input.network}, ${input.addressId}::bigint, ${input.cryptoAmount.toString()}::bigint, ${input.rate.toString()}::bigint)`);
  return row!;
};

export interface MemberCryptoRow {
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

/** The member's crypto requests with their transfer, newest first (latest 50). */
export const memberCryptoRows = async (db: Database, memberId: bigint): Promise<MemberCryptoRow[]> =>
  rowsOf<MemberCryptoRow>(
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
