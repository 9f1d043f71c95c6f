import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** demo01's withdrawal account (KBANK 123-4-56789-0), so a new user can try a withdrawal at once. */
export const DEMO_BANK = { bankCode: 'KBANK', accountNumber: '1234567890' } as const;

export const seedDemoBank = async (db: Database, userName: string): Promise<void> => {
  await db.execute(sql`
    insert into member_banks (member_id, bank_code, account_number, account_name, is_withdrawal)
    select id, ${DEMO_BANK.bankCode}, ${DEMO_BANK.accountNumber}, coalesce(name, user_name), true
    from members where user_name = ${userName}
      and not exists (select 1 from member_banks b where b.member_id = members.id)
    on conflict do nothing`);
};
