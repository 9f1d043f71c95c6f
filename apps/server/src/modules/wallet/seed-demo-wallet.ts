import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { runMoneyTransaction } from './money-transaction.ts';
import { postEntry } from './post-entry.ts';

export const DEMO_WALLET_CREDIT_SATANG = 1_000_000n; // 10,000.00 baht

/**
 * Demo mode: demo01 gets 10,000.00 baht once, as an ADMIN_INCREASE from the house. The fixed
 * idempotency key makes every later start a replay that moves nothing.
 */
export const seedDemoWallet = async (db: Database, userName = 'demo01'): Promise<void> => {
  const [member] = rowsOf<{ id: string }>(
    await db.execute(sql`select id::text from members where user_name = ${userName}`),
  );
  if (!member) return;
  const memberId = BigInt(member.id);
  await runMoneyTransaction(db, (tx) =>
    postEntry(tx, {
      type: 'ADMIN_INCREASE',
      idempotencyKey: `demo-seed:${userName}:initial-credit`,
      remark: { code: 'DEMO_CREDIT' },
      lines: [
        { account: { memberId, kind: 'CASH' }, amount: DEMO_WALLET_CREDIT_SATANG },
        { account: { house: 'HOUSE_REVENUE' }, amount: -DEMO_WALLET_CREDIT_SATANG },
      ],
    }),
  );
};
