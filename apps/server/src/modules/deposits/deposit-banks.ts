import type { DepositBank } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

/** GET /api/deposit-banks: the active receiving accounts, in the order staff created them. */
export const listDepositBanks = async (db: Database): Promise<DepositBank[]> => {
  const rows = rowsOf<{
    id: string;
    bank_code: string;
    account_number: string;
    name: string;
    bot_update: boolean;
    fast_enabled: boolean;
  }>(
    await db.execute(sql`
      select id::text, bank_code, account_number, name, bot_update, fast_enabled
      from deposit_banks where active order by id`),
  );
  return rows.map((row) => ({
    bankId: row.id,
    bankCode: row.bank_code,
    accountNumber: row.account_number,
    name: row.name,
    botUpdate: row.bot_update,
    fast: row.fast_enabled,
  }));
};
