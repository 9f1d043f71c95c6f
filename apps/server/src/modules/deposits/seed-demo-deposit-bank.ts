import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';

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

/** Ids for deposits planted by the demo history, taken before their DEPOSIT entries name them. */
export const reserveDepositIds = async (db: Database, count: number): Promise<string[]> =>
  rowsOf<{ id: string }>(
    await db.execute(
      sql`select nextval(pg_get_serial_sequence('deposits', 'id'))::text as id from generate_series(1, ${count})`,
    ),
  ).map((row) => row.id);

/**
 * Demo mode only (db/demo-history.ts): a member's past fast deposits into the demo's receiving
 * account, already credited — each row names the DEPOSIT entry (key `deposit:<id>`) the wallet
 * wrote for it, as a real credit does. One statement.
 */
export const seedCreditedDeposits = async (
  db: Database,
  memberId: bigint,
  deposits: ReadonlyArray<{ id: string; amount: bigint; credited: bigint; at: Date; entryId: string }>,
): Promise<void> => {
  const rows = deposits.map((d) => ({
    id: d.id,
    amount: d.amount.toString(),
    credited: d.credited.toString(),
    at: d.at.toISOString(),
    entry_id: d.entryId,
  }));
  await db.execute(sql`
    insert into deposits (id, member_id, method, status, deposit_bank_id, amount, prepare_amount, expires_at,
      credited_amount, entry_id, refer_transfer_id, created_at, updated_at)
    select d.id, ${memberId.toString()}::bigint, 'FAST', 'SUCCESS',
      (select id from deposit_banks where bank_code = ${DEMO_DEPOSIT_BANK.bankCode} and account_number = ${DEMO_DEPOSIT_BANK.accountNumber}),
      d.amount, d.credited, d.at + interval '15 minutes', d.credited, d.entry_id, 'DEMO' || d.id, d.at - interval '2 minutes', d.at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as d(id bigint, amount bigint, credited bigint, at timestamptz, entry_id bigint)`);
};
