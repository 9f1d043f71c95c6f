import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * The demo's receiving account: read by a (simulated) statement bot, takes fast deposits, and
 * carries a PromptPay id, so fast, QR and normal deposits all work on a fresh demo install.
 */
export const DEMO_DEPOSIT_BANK = {
  bankCode: 'SCB',
  accountNumber: '4071234567',
  name: 'Chokdee Demo Co., Ltd.',
  promptpayId: '0899999999',
} as const;

export const seedDemoDepositBank = async (db: Database): Promise<void> => {
  const bank = DEMO_DEPOSIT_BANK;
  await db.execute(sql`
    insert into deposit_banks (bank_code, account_number, name, bot_update, fast_enabled, promptpay_id)
    values (${bank.bankCode}, ${bank.accountNumber}, ${bank.name}, true, true, ${bank.promptpayId})
    on conflict (bank_code, account_number) do nothing`);
};
