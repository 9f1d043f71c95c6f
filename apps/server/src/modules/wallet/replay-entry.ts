import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { MemberAccountKind } from './accounts.ts';
import { idempotencyMismatch, LedgerRefusal } from './ledger-errors.ts';
import type { MoneyTx } from './money-transaction.ts';
import type { PostedEntry } from './post-entry.ts';

interface Row {
  entry_id: string;
  request_hash: string;
  created_ms: string;
  account_id: string;
  member_id: string | null;
  kind: string;
  amount: string;
  balance_after: string | null;
  held: string;
}

/**
 * The key is taken (or was refused): answer the first result if the content is the same, the
 * recorded refusal if it failed, and IDEMPOTENCY_MISMATCH if the content differs. Nothing moves.
 */
export const replayEntry = async (
  tx: MoneyTx,
  idempotencyKey: string,
  hash: string,
): Promise<PostedEntry> => {
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      select e.id::text as entry_id, e.request_hash, floor(extract(epoch from e.created_at) * 1000)::text as created_ms,
        p.account_id::text, a.member_id::text, a.kind, p.amount::text, p.balance_after::text, a.held::text
      from ledger_entries e
      join ledger_postings p on p.entry_id = e.id
      join ledger_accounts a on a.id = p.account_id
      where e.idempotency_key = ${idempotencyKey}
      order by p.id`),
  );
  const first = rows[0];
  if (first) {
    if (first.request_hash !== hash) throw idempotencyMismatch();
    return {
      entryId: BigInt(first.entry_id),
      createdAt: new Date(Number(first.created_ms)),
      replayed: true,
      lines: rows.map((row) => ({
        accountId: BigInt(row.account_id),
        memberId: row.member_id === null ? null : BigInt(row.member_id),
        kind: row.kind as MemberAccountKind,
        amount: BigInt(row.amount),
        balanceAfter: row.balance_after === null ? null : BigInt(row.balance_after),
        // A replay cannot know the held amount at the time; it subtracts today's holds.
        availableAfter: row.balance_after === null ? null : BigInt(row.balance_after) - BigInt(row.held),
      })),
    };
  }
  const [refused] = rowsOf<{ request_hash: string; message: string }>(
    await tx.execute(
      sql`select request_hash, message from ledger_requests where idempotency_key = ${idempotencyKey}`,
    ),
  );
  if (refused) {
    if (refused.request_hash !== hash) throw idempotencyMismatch();
    throw new LedgerRefusal(idempotencyKey, hash, refused.message, true);
  }
  // The claim saw the key taken but its entry is gone: only an entry still being committed elsewhere.
  throw new Error(`ledger: idempotency key ${idempotencyKey} is taken but has no entry`);
};
