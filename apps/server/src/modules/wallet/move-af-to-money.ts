import { randomUUID } from 'node:crypto';
import { satang, type Satang } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { runMoneyTransaction } from './money-transaction.ts';
import { postEntry } from './post-entry.ts';

/**
 * POST /api/af-cashs.move: affiliate cash to the wallet (MOVE_AF_TO_MONEY). The client's
 * Idempotency-Key is namespaced by member, so one member's key never meets another's.
 * Answers the available balances the move produced (the first answer again on a replay).
 */
export const moveAfToMoney = async (
  db: Database,
  input: { memberId: bigint; amount: bigint; idempotencyKey?: string | undefined },
): Promise<{ money: Satang; afMoney: Satang }> => {
  const key = `af-move:${input.memberId.toString()}:${input.idempotencyKey ?? randomUUID()}`;
  const posted = await runMoneyTransaction(db, (tx) =>
    postEntry(tx, {
      type: 'MOVE_AF_TO_MONEY',
      idempotencyKey: key,
      lines: [
        { account: { memberId: input.memberId, kind: 'AF_CASH' }, amount: -input.amount },
        { account: { memberId: input.memberId, kind: 'CASH' }, amount: input.amount },
      ],
    }),
  );
  const after = (kind: string): Satang =>
    satang(posted.lines.find((line) => line.kind === kind)?.availableAfter ?? 0n);
  return { money: after('CASH'), afMoney: after('AF_CASH') };
};
