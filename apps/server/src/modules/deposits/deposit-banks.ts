import type { DepositBank } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { activeDepositBankRows, type ActiveDepositBankRow } from './deposit-banks-repository.ts';

/** GET /api/deposit-banks: the active receiving accounts, in the order staff created them. */
export const listDepositBanks = async (db: Database): Promise<DepositBank[]> => {
  const rows = await activeDepositBankRows(db);
  return rows.map(depositBankView);
};

/** A receiving account as members see it (the back office's view adds its settings to it). */
export const depositBankView = (row: ActiveDepositBankRow): DepositBank => ({
  bankId: row.id,
  bankCode: row.bank_code,
  accountNumber: row.account_number,
  name: row.name,
  botUpdate: row.bot_update,
  fast: row.fast_enabled,
});
