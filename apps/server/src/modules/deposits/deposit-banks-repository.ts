import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

export interface DepositBankInput {
  bankCode: string;
  accountNumber: string;
  name: string;
  botUpdate: boolean;
  fast: boolean;
  promptpayId: string | null;
  active: boolean;
}

export type AdminDepositBankRow = {
  id: string;
  bank_code: string;
  account_number: string;
  name: string;
  bot_update: boolean;
  fast_enabled: boolean;
  promptpay_id: string | null;
  active: boolean;
  open_requests: number;
};

/** Receiving accounts matching `where` (on `b`) with their open requests, in the order staff created them. */
export const adminDepositBankRows = async (db: Database, where: SQL): Promise<AdminDepositBankRow[]> =>
  rowsOf<AdminDepositBankRow>(
    await db.execute(sql`
      select b.id::text, b.bank_code, b.account_number, b.name, b.bot_update, b.fast_enabled, b.promptpay_id, b.active,
        (select count(*)::int from deposits d where d.deposit_bank_id = b.id and d.status = 'PENDING') as open_requests
      from deposit_banks b where ${where} order by b.id`),
  );

/** Answers the new account's id; the same bank + number twice fails on the unique index. */
export const insertDepositBank = async (tx: Database, input: DepositBankInput): Promise<string> => {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into deposit_banks (bank_code, account_number, name, bot_update, fast_enabled, promptpay_id, active)
      values (${input.bankCode}, ${input.accountNumber}, ${input.name}, ${input.botUpdate}, ${input.fast}, ${input.promptpayId}, ${input.active})
      returning id::text`),
  );
  return row!.id;
};

export const updateDepositBankRow = async (
  tx: Database,
  input: DepositBankInput & { bankId: string },
): Promise<void> => {
  await tx.execute(sql`
    update deposit_banks set bank_code = ${input.bankCode}, account_number = ${input.accountNumber}, name = ${input.name},
      bot_update = ${input.botUpdate}, fast_enabled = ${input.fast}, promptpay_id = ${input.promptpayId},
      active = ${input.active}, updated_at = now()
    where id = ${input.bankId}::bigint`);
};

export type ActiveDepositBankRow = Pick<
  AdminDepositBankRow,
  'id' | 'bank_code' | 'account_number' | 'name' | 'bot_update' | 'fast_enabled'
>;

/** The active receiving accounts, in the order staff created them. */
export const activeDepositBankRows = async (db: Database): Promise<ActiveDepositBankRow[]> =>
  rowsOf<ActiveDepositBankRow>(
    await db.execute(sql`
      select id::text, bank_code, account_number, name, bot_update, fast_enabled
      from deposit_banks where active order by id`),
  );

export const isActiveDepositBank = async (tx: Database, bankId: string): Promise<boolean> =>
  rowsOf<{ id: string }>(
    await tx.execute(sql`select id::text from deposit_banks where id = ${bankId}::bigint and active`),
  ).length > 0;

export const depositBankById = async (db: Database, id: string): Promise<{ id: string } | undefined> =>
  rowsOf<{ id: string }>(
    await db.execute(sql`select id::text from deposit_banks where id = ${id}::bigint`),
  )[0];
