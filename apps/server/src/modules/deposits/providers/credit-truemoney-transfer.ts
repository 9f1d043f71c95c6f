import { satangToBaht, type adminTruemoneyTransfer } from '@chokdee/domain';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../db/client.ts';
import type { AuditActor } from '../../../platform/audit/index.ts';
import { appError } from '../../../platform/errors.ts';
import { runAuditedMoney } from '../../wallet/index.ts';
import { creditDeposit } from '../credit-deposit.ts';
import { depositFor, lockUnmatched, memberOf, oneTruemoney, uuidOf } from './unmatched-transfer.ts';

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
        ? { id: transfer.member_id, uuid: await uuidOf(tx, transfer.member_id) }
        : null;
    if (!member) throw appError('PHONE_HAS_NO_MEMBER');
    const deposit = await depositFor(tx, 'TRUEMONEY', member.id, async () => {
      const [row] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into deposits (member_id, method, amount) values (${member.id}::bigint, 'TRUEMONEY', ${transfer.amount}::bigint)
          returning id::text`),
      );
      return row!.id;
    });
    const entryId = await creditDeposit(tx, {
      depositId: deposit.id,
      memberId: member.id,
      amount: BigInt(transfer.amount),
      referTransferId: transfer.reference,
      staffId: input.staffId,
      remark: { code: 'TRUEMONEY_CREDITED', params: { reference: transfer.reference } },
    });
    await tx.execute(sql`
      update truemoney_transfers set status = 'MATCHED', deposit_id = ${deposit.id}::bigint, member_id = ${member.id}::bigint,
        decided_by = ${input.staffId.toString()}::bigint, decided_at = now()
      where id = ${transfer.id}::bigint`);
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
