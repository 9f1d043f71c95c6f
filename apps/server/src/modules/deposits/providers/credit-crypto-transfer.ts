import { satangForMicroUsdt, satangToBaht, type adminCryptoTransfer } from '@chokdee/domain';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import type { AuditActor } from '../../../platform/audit/index.ts';
import { appError } from '../../../platform/errors.ts';
import { runAuditedMoney } from '../../wallet/index.ts';
import { creditDeposit } from '../credit-deposit.ts';
import { cryptoCreditValue } from '../crypto/crypto-transfers.ts';
import { readCryptoSettings } from './provider-settings.ts';
import { depositFor, lockUnmatched, oneCrypto, uuidOf } from './unmatched-transfer.ts';

/**
 * Credits an UNMATCHED crypto transfer to the member who owns the address: their open request on
 * the network (valued as the hook would) or a new request at the rate in force. An address no
 * member owns has no one to credit: 409 (dismiss it and adjust the right wallet instead).
 */
export const creditCryptoTransfer = async (
  db: Database,
  actor: AuditActor,
  input: { id: string; staffId: bigint },
): Promise<z.output<typeof adminCryptoTransfer>> => {
  const settings = await readCryptoSettings(db);
  const result = await runAuditedMoney(db, actor, async (tx) => {
    const transfer = await lockUnmatched(tx, 'crypto', input.id);
    const memberId = transfer.member_id;
    if (!memberId) throw appError('ADDRESS_HAS_NO_MEMBER');
    const arrived = BigInt(transfer.amount);
    const deposit = await depositFor(tx, 'CRYPTO', memberId, async () => {
      const rate = settings.rateSatang;
      if (rate === null) throw appError('CRYPTO_RATE_NOT_SET');
      // A new request for exactly what arrived, asking its value at the rate in force.
      const value = satangForMicroUsdt(arrived, rate);
      if (value <= 0n) throw appError('TRANSFER_BELOW_ONE_SATANG');
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          with d as (
            insert into deposits (member_id, method, amount) values (${memberId}::bigint, 'CRYPTO', ${value.toString()}::bigint)
            returning id)
          insert into crypto_deposits (deposit_id, network, address_id, crypto_amount, rate)
          select d.id, a.network, a.id, ${arrived.toString()}::bigint, ${rate.toString()}::bigint
          from d, crypto_addresses a where a.network = ${transfer.network} and a.member_id = ${memberId}::bigint
          returning deposit_id::text as id`),
      );
      return row!.id;
    });
    const [request] = rowsOf<{ amount: string; crypto_amount: string; rate: string }>(
      await tx.execute(sql`
        select d.amount::text, c.crypto_amount::text, c.rate::text
        from deposits d join crypto_deposits c on c.deposit_id = d.id where d.id = ${deposit.id}::bigint`),
    );
    const value = cryptoCreditValue(arrived, {
      amount: BigInt(request!.amount),
      cryptoAmount: BigInt(request!.crypto_amount),
      rate: BigInt(request!.rate),
    });
    if (value <= 0n) throw appError('TRANSFER_BELOW_ONE_SATANG');
    const entryId = await creditDeposit(tx, {
      depositId: deposit.id,
      memberId,
      amount: value,
      referTransferId: transfer.reference,
      staffId: input.staffId,
      remark: { code: 'USDT_CREDITED', params: { reference: transfer.reference } },
    });
    await tx.execute(sql`
      update crypto_transfers set status = 'CREDITED', deposit_id = ${deposit.id}::bigint, credited_amount = ${value.toString()}::bigint,
        decided_by = ${input.staffId.toString()}::bigint, decided_at = now(), updated_at = now()
      where id = ${transfer.id}::bigint`);
    return {
      result: await oneCrypto(tx, transfer.id),
      replayed: false,
      audits: [
        {
          action: 'deposit.crypto.credit',
          targetType: 'member',
          targetId: await uuidOf(tx, memberId),
          before: { transferId: transfer.id, txHash: transfer.reference, status: 'UNMATCHED' },
          after: {
            status: 'CREDITED',
            depositId: deposit.id,
            amount: satangToBaht(value),
            entryId: entryId.toString(),
          },
        },
      ],
    };
  });
  const { replayed: _replayed, ...transfer } = result;
  return transfer;
};
