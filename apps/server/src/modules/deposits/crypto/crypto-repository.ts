import type { CryptoNetwork, CryptoTransferStatus, DepositStatus } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { bkk } from '../../../platform/bangkok-time.ts';
import type { MoneyTx } from '../../wallet/index.ts';
import type { CryptoHookInput } from './crypto-transfers.ts';

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

export interface TransferRow {
  id: string;
  amount: string;
  confirmations: number;
  member_id: string | null;
  deposit_id: string | null;
  status: CryptoTransferStatus;
}

/** Records a transfer the first time (attributed to the address's member), else raises its confirmations; locks the row. */
export const upsertTransfer = async (tx: MoneyTx, input: CryptoHookInput): Promise<TransferRow> => {
  const [row] = rowsOf<TransferRow>(
    await tx.execute(sql`
      insert into crypto_transfers (network, tx_hash, address, amount, confirmations, member_id, status)
      values (${input.network}, ${input.txHash}, ${input.address}, ${input.amount.toString()}::bigint, ${input.confirmations},
        (select member_id from crypto_addresses where network = ${input.network} and address = ${input.address}), 'CONFIRMING')
      on conflict (network, tx_hash) do update
        set confirmations = greatest(crypto_transfers.confirmations, excluded.confirmations), updated_at = now()
      returning id::text, amount::text, confirmations, member_id::text, deposit_id::text, status`),
  );
  return row!;
};

/** The member's open request on the network the transfer may pay, locked; `expires_at is not null` is re-checked after the lock. */
export const lockOpenRequestFor = async (
  tx: MoneyTx,
  transfer: TransferRow,
  network: CryptoNetwork,
): Promise<{ id: string } | undefined> =>
  rowsOf<{ id: string }>(
    await tx.execute(sql`
      select d.id::text from deposits d join crypto_deposits c on c.deposit_id = d.id
        join crypto_transfers t on t.id = ${transfer.id}::bigint
      where d.member_id = ${transfer.member_id}::bigint and d.method = 'CRYPTO' and d.status = 'PENDING'
        and c.network = ${network} and d.expires_at is not null
        and t.first_seen_at between d.created_at and d.expires_at
      for update of d`),
  )[0];

/** The request now waits for confirmations instead of expiring, and the transfer names it. */
export const linkTransfer = async (tx: MoneyTx, transferId: string, depositId: string): Promise<void> => {
  await tx.execute(
    sql`update deposits set expires_at = null, updated_at = now() where id = ${depositId}::bigint`,
  );
  await tx.execute(
    sql`update crypto_transfers set deposit_id = ${depositId}::bigint where id = ${transferId}::bigint`,
  );
};

export const lockLinkedRequest = async (
  tx: MoneyTx,
  depositId: string,
): Promise<
  { member_id: string; amount: string; crypto_amount: string; rate: string; status: string } | undefined
> =>
  rowsOf<{ member_id: string; amount: string; crypto_amount: string; rate: string; status: string }>(
    await tx.execute(sql`
      select d.member_id::text, d.amount::text, c.crypto_amount::text, c.rate::text, d.status
      from deposits d join crypto_deposits c on c.deposit_id = d.id
      where d.id = ${depositId}::bigint
      for update of d`),
  )[0];

export const markTransferUnmatched = async (tx: MoneyTx, transferId: string): Promise<void> => {
  await tx.execute(
    sql`update crypto_transfers set status = 'UNMATCHED', updated_at = now() where id = ${transferId}::bigint`,
  );
};

export const markTransferCredited = async (tx: MoneyTx, transferId: string, value: bigint): Promise<void> => {
  await tx.execute(sql`
    update crypto_transfers set status = 'CREDITED', credited_amount = ${value.toString()}::bigint, updated_at = now()
    where id = ${transferId}::bigint`);
};

/** A PENDING CRYPTO request on the member's address of `network`, made by a staff credit (no expiry). */
export const insertCryptoDepositFor = async (
  tx: MoneyTx,
  input: { memberId: string; network: string | null; amount: bigint; cryptoAmount: bigint; rate: bigint },
): Promise<string> => {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
          with d as (
            insert into deposits (member_id, method, amount) values (${input.memberId}::bigint, 'CRYPTO', ${input.amount.toString()}::bigint)
            returning id)
          insert into crypto_deposits (deposit_id, network, address_id, crypto_amount, rate)
          select d.id, a.network, a.id, ${input.cryptoAmount.toString()}::bigint, ${input.rate.toString()}::bigint
          from d, crypto_addresses a where a.network = ${input.network} and a.member_id = ${input.memberId}::bigint
          returning deposit_id::text as id`),
  );
  return row!.id;
};

/** The value, USDT amount and rate a request was made at. */
export const cryptoRequestTerms = async (
  tx: MoneyTx,
  depositId: string,
): Promise<{ amount: string; crypto_amount: string; rate: string }> => {
  const [row] = rowsOf<{ amount: string; crypto_amount: string; rate: string }>(
    await tx.execute(sql`
        select d.amount::text, c.crypto_amount::text, c.rate::text
        from deposits d join crypto_deposits c on c.deposit_id = d.id where d.id = ${depositId}::bigint`),
  );
  return row!;
};

/** Addresses not yet given to a member, by network. */
export const freeAddressCounts = async (db: Database): Promise<{ network: CryptoNetwork; n: number }[]> =>
  rowsOf<{ network: CryptoNetwork; n: number }>(
    await db.execute(
      sql`select network, count(*)::int as n from crypto_addresses where member_id is null group by network`,
    ),
  );

/** Loads addresses into the pool, skipping ones already there; answers the added ones. */
export const insertCryptoAddresses = async (
  tx: Database,
  network: CryptoNetwork,
  addresses: string[],
  staffId: bigint | null,
): Promise<string[]> =>
  rowsOf<{ address: string }>(
    await tx.execute(sql`
        insert into crypto_addresses (network, address, created_by)
        select ${network}, a, ${staffId?.toString() ?? null}::bigint from unnest(${`{${addresses.join(',')}}`}::text[]) as a
        on conflict (network, address) do nothing
        returning address`),
  ).map((row) => row.address);

/** The demo's made-up addresses, skipping ones already loaded. */
export const seedCryptoAddresses = async (
  db: Database,
  network: CryptoNetwork,
  addresses: string[],
): Promise<void> => {
  await db.execute(sql`
      insert into crypto_addresses (network, address)
      select ${network}, a from unnest(${`{${addresses.join(',')}}`}::text[]) as a
      on conflict (network, address) do nothing`);
};
