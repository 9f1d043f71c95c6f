import { satangToBaht } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { type MoneyTx, postEntry } from '../wallet/index.ts';

/**
 * A corrected result takes back the win a poy was paid under the old result: a REVERSAL entry
 * (member CASH −, HOUSE_REVENUE +) referring to the old WIN entry, which stays in the statement.
 * Never more than the member can spend now (no balance goes negative, docs/settlement.md): what
 * is missing stays with the member and is named in the entry's remark. Answers what was taken.
 */
export const takeBackWin = async (
  tx: MoneyTx,
  input: { memberId: bigint; poyId: string; oldResultId: string; newResultId: string; amount: bigint },
): Promise<bigint> => {
  // The win taken back is the poy's latest WIN entry before this settlement's own: it may have been
  // paid under an older result than oldResultId when a correction left the poy's outcome unchanged.
  const [entry] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id::text from ledger_entries
      where ref_type = 'poy' and ref_id = ${input.poyId} and type like 'WIN\_%'
        and idempotency_key <> ${`win:${input.poyId}:${input.newResultId}`}
      order by id desc limit 1`),
  );
  const [account] = rowsOf<{ available: string }>(
    await tx.execute(sql`
      select (balance - held)::text as available from ledger_accounts
      where member_id = ${input.memberId.toString()}::bigint and kind = 'CASH' for update`),
  );
  const available = BigInt(account?.available ?? '0');
  const taken = available < input.amount ? available : input.amount;
  if (taken <= 0n) return 0n;
  await postEntry(tx, {
    type: 'REVERSAL',
    lines: [
      { account: { memberId: input.memberId, kind: 'CASH' }, amount: -taken },
      { account: { house: 'HOUSE_REVENUE' }, amount: taken },
    ],
    idempotencyKey: `win-reversal:${input.poyId}:${input.oldResultId}`,
    ref: { type: 'entry', id: entry?.id ?? '' },
    remark:
      taken === input.amount
        ? { code: 'RESULT_CORRECTED' }
        : { code: 'RESULT_CORRECTED_PARTLY', params: { missing: satangToBaht(input.amount - taken) } },
  });
  return taken;
};
