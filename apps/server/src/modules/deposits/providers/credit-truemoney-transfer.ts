import { satangToBaht, type adminTruemoneyTransfer } from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { AuditActor } from '../../../platform/audit/index.ts';
import { appError } from '../../../platform/errors.ts';
import { runAuditedMoney } from '../../wallet/index.ts';
import { creditDeposit } from '../credit-deposit.ts';
import { insertTruemoneyDepositFor } from '../truemoney/truemoney-repository.ts';
import { memberUuid } from './provider-requests-repository.ts';
import { markTruemoneyTransferMatchedBy } from './provider-transfers-repository.ts';
import { depositFor, lockUnmatched, memberOf, oneTruemoney } from './unmatched-transfer.ts';

/**
 * Credits an UNMATCHED TrueMoney transfer to the member it names (or `memberUuid`): their open
 * TRUEMONEY request, else a new one, is credited with what arrived. Transfer, deposit, DEPOSIT
 * entry and audit row in one transaction.
 */
export const creditTruemoneyTransfer = async (
  db: Database,
  actor: AuditActor,
  input: { id: string; memberUuid?: string | undefined; staffId: bigint },
): Promise<z.output<typeof adminTruemoneyTransfer>> => {
  const result = await runAuditedMoney(db, actor, async (tx) => {
    const transfer = await lockUnmatched(tx, 'truemoney', input.id);
    const member = input.memberUuid
      ? await memberOf(tx, input.memberUuid)
      : transfer.member_id
        ? { id: transfer.member_id, uuid: await memberUuid(tx, transfer.member_id) }
        : null;
    if (!member) throw appError('PHONE_HAS_NO_MEMBER');
    const deposit = await depositFor(tx, 'TRUEMONEY', member.id, () =>
      insertTruemoneyDepositFor(tx, member.id, transfer.amount),
    );
    const entryId = await creditDeposit(tx, {
      depositId: deposit.id,
      memberId: member.id,
      amount: BigInt(transfer.amount),
      referTransferId: transfer.reference,
      staffId: input.staffId,
      remark: { code: 'TRUEMONEY_CREDITED', params: { reference: transfer.reference } },
    });
    await markTruemoneyTransferMatchedBy(tx, {
      id: transfer.id,
      depositId: deposit.id,
      memberId: member.id,
      staffId: input.staffId,
    });
    return {
      result: await oneTruemoney(tx, transfer.id),
      replayed: false,
      audits: [
        {
          action: 'deposit.truemoney.credit',
          targetType: 'member',
          targetId: member.uuid,
          before: { transferId: transfer.id, transactionId: transfer.reference, status: 'UNMATCHED' },
          after: {
            status: 'MATCHED',
            depositId: deposit.id,
            amount: satangToBaht(BigInt(transfer.amount)),
            entryId: entryId.toString(),
          },
        },
      ],
    };
  });
  const { replayed: _replayed, ...transfer } = result;
  return transfer;
};
