import type { DepositBank } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { activeDepositBankRows } from './deposit-banks-repository.ts';

/** GET /api/deposit-banks: the active receiving accounts, in the order staff created them. */
export const listDepositBanks = async (db: Database): Promise<DepositBank[]> => {
  const rows = await activeDepositBankRows(db);
  return rows.map((row) => ({
    bankId: row.id,
    bankCode: row.bank_code,
    accountNumber: row.account_number,
    name: row.name,
    botUpdate: row.bot_update,
    fast: row.fast_enabled,
  }));
};
