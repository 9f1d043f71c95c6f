import { satangForMicroUsdt, satangToBaht, type adminCryptoTransfer } from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { AuditActor } from '../../../platform/audit/index.ts';
import { appError } from '../../../platform/errors.ts';
import { runAuditedMoney } from '../../wallet/index.ts';
import { creditDeposit } from '../credit-deposit.ts';
import { cryptoRequestTerms, insertCryptoDepositFor } from '../crypto/crypto-repository.ts';
import { cryptoCreditValue } from '../crypto/crypto-transfers.ts';
import { memberUuid } from './provider-requests-repository.ts';
import { readCryptoSettings } from './provider-settings.ts';
import { markCryptoTransferCreditedBy } from './provider-transfers-repository.ts';
import { depositFor, lockUnmatched, oneCrypto } from './unmatched-transfer.ts';

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
      return insertCryptoDepositFor(tx, {
        memberId,
        network: transfer.network,
        amount: value,
        cryptoAmount: arrived,
        rate,
      });
    });
    const request = await cryptoRequestTerms(tx, deposit.id);
    const value = cryptoCreditValue(arrived, {
      amount: BigInt(request.amount),
      cryptoAmount: BigInt(request.crypto_amount),
      rate: BigInt(request.rate),
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
    await markCryptoTransferCreditedBy(tx, {
      id: transfer.id,
      depositId: deposit.id,
      value,
      staffId: input.staffId,
    });
    return {
      result: await oneCrypto(tx, transfer.id),
      replayed: false,
      audits: [
        {
          action: 'deposit.crypto.credit',
          targetType: 'member',
          targetId: await memberUuid(tx, memberId),
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
