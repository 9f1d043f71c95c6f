import { satangToBaht, type AdminWithdrawal, type WithdrawalStatus } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';

interface AdminWithdrawalRow {
  id: string;
  member_uuid: string;
  user_name: string;
  amount: string;
  status: WithdrawalStatus;
  bank_code: string;
  account_number: string;
  account_name: string;
  bank_verified: boolean;
  reference: string | null;
  reason: string | null;
  first_approved_by: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Withdrawals with their member and deciding staff, for the back office; `where` filters `w`. */
export const findAdminWithdrawals = async (
  db: Database,
  where: SQL,
  twoPersonAboveSatang: bigint,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<AdminWithdrawal[]> => {
  const rows = rowsOf<AdminWithdrawalRow>(
    await db.execute(sql`
      select w.id::text, m.uuid::text as member_uuid, m.user_name, w.amount::text, w.status, w.bank_code, w.account_number,
        w.account_name, b.name_verified_at is not null as bank_verified, w.reference, w.reason,
        s1.username as first_approved_by, s2.username as decided_by,
        case when w.decided_at is null then null else ${bkk('w.decided_at')} end as decided_at,
        ${bkk('w.created_at')} as created_at, ${bkk('w.updated_at')} as updated_at
      from withdrawals w
      join members m on m.id = w.member_id
      join member_banks b on b.id = w.member_bank_id
      left join staff s1 on s1.id = w.first_approved_by
      left join staff s2 on s2.id = w.decided_by
      where ${where}
      order by w.created_at, w.id
      limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map((row) => ({
    id: row.id,
    memberUuid: row.member_uuid,
    userName: row.user_name,
    amount: satangToBaht(BigInt(row.amount)),
    status: row.status,
    bankCode: row.bank_code,
    bankAccountNumber: row.account_number,
    bankAccountName: row.account_name,
    bankVerified: row.bank_verified,
    needsTwoApprovals: BigInt(row.amount) > twoPersonAboveSatang,
    reference: row.reference,
    reason: row.reason,
    firstApprovedBy: row.first_approved_by,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
};
