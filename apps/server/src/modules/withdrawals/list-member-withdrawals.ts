import { satangToBaht, type MemberWithdrawal, type WithdrawalStatus } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';

/** The member's withdrawals, newest first (the latest 100): POST /api/transactions.bank type userWithdraw. */
export const listMemberWithdrawals = async (db: Database, memberId: bigint): Promise<MemberWithdrawal[]> => {
  const rows = rowsOf<{
    id: string;
    amount: string;
    status: WithdrawalStatus;
    bank_code: string;
    account_number: string;
    account_name: string;
    reference: string | null;
    reason: string | null;
    created_at: string;
    updated_at: string;
  }>(
    await db.execute(sql`
      select id::text, amount::text, status, bank_code, account_number, account_name, reference, reason,
        ${bkk('created_at')} as created_at, ${bkk('updated_at')} as updated_at
      from withdrawals where member_id = ${memberId.toString()}::bigint
      order by created_at desc, id desc limit 100`),
  );
  return rows.map((row) => ({
    id: row.id,
    amount: satangToBaht(BigInt(row.amount)),
    status: row.status,
    bankCode: row.bank_code,
    bankAccountNumber: row.account_number,
    bankAccountName: row.account_name,
    reference: row.reference,
    reason: row.reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
};
