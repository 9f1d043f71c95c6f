import { satangForMicroUsdt, type CryptoNetwork, type CryptoTransferStatus } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import { type MoneyTx, runMoneyTransaction } from '../../wallet/index.ts';
import { creditDeposit } from '../credit-deposit.ts';
import { readCryptoSettings, requiredConfirmations } from '../providers/provider-settings.ts';

export interface CryptoHookInput {
  txHash: string;
  network: CryptoNetwork;
  /** Normalised (EVM hex lowercase). */
  address: string;
  /** Micro-USDT. */
  amount: bigint;
  confirmations: number;
}

export interface CryptoHookResult {
  txHash: string;
  network: CryptoNetwork;
  status: CryptoTransferStatus;
  confirmations: number;
  requiredConfirmations: number;
  creditedNow: boolean;
  depositId?: string;
}

interface TransferRow {
  id: string;
  amount: string;
  confirmations: number;
  member_id: string | null;
  deposit_id: string | null;
  status: CryptoTransferStatus;
}

/**
 * Ties a newly seen transfer to the member's open request on its network, made before the
 * transfer was first seen and not yet expired. The request's `expires_at` is cleared: it now waits
 * for confirmations instead of expiring. `expires_at is not null` is re-checked after the row lock,
 * so a second transfer racing for the same request finds none.
 */
const linkOpenRequest = async (
  tx: MoneyTx,
  transfer: TransferRow,
  network: CryptoNetwork,
): Promise<string | null> => {
  const [request] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select d.id::text from deposits d join crypto_deposits c on c.deposit_id = d.id
        join crypto_transfers t on t.id = ${transfer.id}::bigint
      where d.member_id = ${transfer.member_id}::bigint and d.method = 'CRYPTO' and d.status = 'PENDING'
        and c.network = ${network} and d.expires_at is not null
        and t.first_seen_at between d.created_at and d.expires_at
      for update of d`),
  );
  if (!request) return null;
  await tx.execute(
    sql`update deposits set expires_at = null, updated_at = now() where id = ${request.id}::bigint`,
  );
  await tx.execute(
    sql`update crypto_transfers set deposit_id = ${request.id}::bigint where id = ${transfer.id}::bigint`,
  );
  return request.id;
};

/**
 * The satang a crypto request is credited with for `arrived` micro-USDT: exactly the expected
 * amount credits the baht asked; any other amount its value at the request's rate, rounded down.
 */
export const cryptoCreditValue = (
  arrived: bigint,
  request: { amount: bigint; cryptoAmount: bigint; rate: bigint },
): bigint => (arrived === request.cryptoAmount ? request.amount : satangForMicroUsdt(arrived, request.rate));

/**
 * Credits the linked request once the transfer has its confirmations. Exactly the expected USDT:
 * the baht asked. Any other amount: what arrived, valued at the REQUEST's rate, rounded down to
 * the satang (docs/deposits.md, Crypto: a different amount). Nothing worth a satang: UNMATCHED.
 */
const settle = async (
  tx: MoneyTx,
  transfer: TransferRow,
  txHash: string,
): Promise<{ status: CryptoTransferStatus; credited: boolean }> => {
  const [request] = transfer.deposit_id
    ? rowsOf<{ member_id: string; amount: string; crypto_amount: string; rate: string; status: string }>(
        await tx.execute(sql`
          select d.member_id::text, d.amount::text, c.crypto_amount::text, c.rate::text, d.status
          from deposits d join crypto_deposits c on c.deposit_id = d.id
          where d.id = ${transfer.deposit_id}::bigint
          for update of d`),
      )
    : [];
  const value = request
    ? cryptoCreditValue(BigInt(transfer.amount), {
        amount: BigInt(request.amount),
        cryptoAmount: BigInt(request.crypto_amount),
        rate: BigInt(request.rate),
      })
    : 0n;
  if (!request || request.status !== 'PENDING' || value <= 0n) {
    await tx.execute(
      sql`update crypto_transfers set status = 'UNMATCHED', updated_at = now() where id = ${transfer.id}::bigint`,
    );
    return { status: 'UNMATCHED', credited: false };
  }
  await creditDeposit(tx, {
    depositId: transfer.deposit_id!,
    memberId: request.member_id,
    amount: value,
    referTransferId: txHash,
  });
  await tx.execute(sql`
    update crypto_transfers set status = 'CREDITED', credited_amount = ${value.toString()}::bigint, updated_at = now()
    where id = ${transfer.id}::bigint`);
  return { status: 'CREDITED', credited: true };
};

/**
 * POST /api/hooks/crypto (signature already checked). One transaction: the upsert on
 * (network, txHash) records the transfer the first time and otherwise only raises
 * `confirmations`; it also locks the row, so concurrent repeats run one after another and each
 * sees what the previous one committed. A CONFIRMING transfer of a pool address is linked to the
 * member's open request at first sight and settled when it reaches the network's confirmations;
 * a settled one (CREDITED/UNMATCHED/DISMISSED) never changes here again, so nothing is credited twice.
 */
export const processCryptoHook = async (db: Database, input: CryptoHookInput): Promise<CryptoHookResult> => {
  const required = requiredConfirmations(await readCryptoSettings(db), input.network);
  return runMoneyTransaction(db, async (tx) => {
    const [row] = rowsOf<TransferRow>(
      await tx.execute(sql`
        insert into crypto_transfers (network, tx_hash, address, amount, confirmations, member_id, status)
        values (${input.network}, ${input.txHash}, ${input.address}, ${input.amount.toString()}::bigint, ${input.confirmations},
          (select member_id from crypto_addresses where network = ${input.network} and address = ${input.address}), 'CONFIRMING')
        on conflict (network, tx_hash) do update
          set confirmations = greatest(crypto_transfers.confirmations, excluded.confirmations), updated_at = now()
        returning id::text, amount::text, confirmations, member_id::text, deposit_id::text, status`),
    );
    const transfer = row!;
    let status = transfer.status;
    let creditedNow = false;
    if (status === 'CONFIRMING') {
      if (!transfer.deposit_id && transfer.member_id)
        transfer.deposit_id = await linkOpenRequest(tx, transfer, input.network);
      if (transfer.confirmations >= required) {
        const settled = await settle(tx, transfer, input.txHash);
        status = settled.status;
        creditedNow = settled.credited;
      }
    }
    return {
      txHash: input.txHash,
      network: input.network,
      status,
      confirmations: transfer.confirmations,
      requiredConfirmations: required,
      creditedNow,
      ...(transfer.deposit_id ? { depositId: transfer.deposit_id } : {}),
    };
  });
};
