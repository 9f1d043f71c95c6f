import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import type { HouseAccountKind, MemberAccountKind } from './accounts.ts';
import type { MoneyTx } from './money-transaction.ts';
import { postEntry, type PostedEntry } from './post-entry.ts';

/**
 * Corrects an entry the only way the ledger allows: a new REVERSAL entry with every line negated.
 * Refused (INSUFFICIENT_BALANCE) when a member already spent what the reversal takes back.
 */
export const reverseEntry = async (
  tx: MoneyTx,
  input: { entryId: bigint; idempotencyKey: string; remark?: string; staffId?: bigint },
): Promise<PostedEntry> => {
  const rows = rowsOf<{ member_id: string | null; kind: string; amount: string }>(
    await tx.execute(sql`
      select a.member_id::text, a.kind, p.amount::text
      from ledger_postings p join ledger_accounts a on a.id = p.account_id
      where p.entry_id = ${input.entryId.toString()}::bigint order by p.id`),
  );
  if (rows.length === 0) throw appError('ENTRY_NOT_FOUND');
  return postEntry(tx, {
    type: 'REVERSAL',
    idempotencyKey: input.idempotencyKey,
    ref: { type: 'entry', id: input.entryId.toString() },
    remark: input.remark,
    staffId: input.staffId,
    lines: rows.map((row) => ({
      account:
        row.member_id === null
          ? { house: row.kind as HouseAccountKind }
          : { memberId: BigInt(row.member_id), kind: row.kind as MemberAccountKind },
      amount: -BigInt(row.amount),
    })),
  });
};
