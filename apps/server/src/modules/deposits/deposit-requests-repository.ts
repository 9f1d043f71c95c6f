import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/**
 * Expires open fast/QR requests past `expires_at`: all of them (the scheduler step), or those of
 * one receiving account and one member (the first statement of a new request, so a stale request
 * never blocks its prepareAmount or the member's one open request). Answers how many.
 */
export const expireDeposits = async (
  db: Database,
  scope?: { depositBankId: string; memberId: string },
): Promise<number> =>
  rowsOf<{ id: string }>(
    await db.execute(sql`
      update deposits set status = 'EXPIRED', updated_at = now()
      where status = 'PENDING' and method in ('FAST', 'QRCODE') and expires_at < now()
        ${scope ? sql`and (deposit_bank_id = ${scope.depositBankId}::bigint or member_id = ${scope.memberId}::bigint)` : sql``}
      returning id::text`),
  ).length;

// Fast: the fast-enabled account with the fewest open requests (spreads the offsets).
// QR: the bot-read account that carries the PromptPay id (only a bot's lines can credit a QR request).
export const receivingAccountFor = async (
  db: Database,
  method: 'FAST' | 'QRCODE',
): Promise<{ id: string } | undefined> =>
  rowsOf<{ id: string }>(
    await db.execute(
      method === 'FAST'
        ? sql`
          select b.id::text from deposit_banks b
          where b.active and b.fast_enabled
          order by (select count(*) from deposits d
                    where d.deposit_bank_id = b.id and d.status = 'PENDING' and d.method in ('FAST', 'QRCODE')), b.id
          limit 1`
        : sql`select id::text from deposit_banks where active and bot_update and promptpay_id is not null order by id limit 1`,
    ),
  )[0];

/** The offsets (prepareAmount − amount) the account's open requests of this amount hold. */
export const takenOffsets = async (
  db: Database,
  bankId: string,
  amount: bigint,
  total: number,
): Promise<number[]> =>
  rowsOf<{ offset: number }>(
    await db.execute(sql`
      select (prepare_amount - ${amount.toString()}::bigint)::int as offset from deposits
      where deposit_bank_id = ${bankId}::bigint and status = 'PENDING' and method in ('FAST', 'QRCODE')
        and prepare_amount between ${(amount + 1n).toString()}::bigint and ${(amount + BigInt(total)).toString()}::bigint`),
  ).map((row) => row.offset);

/** A PENDING fast/QR request at amount + offset; a taken offset fails on the partial unique index. */
export const insertPreparedDeposit = async (
  db: Database,
  input: {
    memberId: bigint;
    method: 'FAST' | 'QRCODE';
    bankId: string;
    amount: bigint;
    offset: number;
    total: number;
    requestMs: number;
  },
): Promise<string> => {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into deposits (member_id, method, deposit_bank_id, amount, prepare_amount, prepare_index, prepare_total, expires_at)
      values (${input.memberId.toString()}::bigint, ${input.method}, ${input.bankId}::bigint, ${input.amount.toString()}::bigint,
        ${(input.amount + BigInt(input.offset)).toString()}::bigint, ${input.offset}, ${input.total},
        now() + ${input.requestMs}::int * interval '1 millisecond')
      returning id::text`),
  );
  return row!.id;
};
