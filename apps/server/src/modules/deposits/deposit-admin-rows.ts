import type { adminDeposit } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Database } from '../../db/client.ts';
import { depositColumns, satangOrNull, toDepositResponse, type DepositRow } from './deposit-rows.ts';
import { bkk } from '../../platform/bangkok-time.ts';

interface AdminDepositRow extends DepositRow {
  member_uuid: string;
  user_name: string;
  credited_amount: string | null;
  bank_code: string | null;
  bank_account_number: string | null;
  channel: string | null;
  channel_name: string | null;
  from_bank_code: string | null;
  from_account_number: string | null;
  from_account_name: string | null;
  deposit_at: string | null;
  has_slip: boolean;
  decided_by: string | null;
  decided_at: string | null;
}

/** Deposits with member, receiving account and deciding staff, oldest first; `where` filters `d`. */
export const findAdminDeposits = async (
  db: Database,
  where: SQL,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<z.output<typeof adminDeposit>[]> => {
  const rows = rowsOf<AdminDepositRow>(
    await db.execute(sql`
      select ${depositColumns}, m.uuid::text as member_uuid, m.user_name, d.credited_amount::text,
        b.bank_code, b.account_number as bank_account_number, d.channel, d.channel_name, d.from_bank_code,
        d.from_account_number, d.from_account_name,
        case when d.deposit_at is null then null else ${bkk('d.deposit_at')} end as deposit_at,
        exists (select 1 from deposit_slips s where s.deposit_id = d.id) as has_slip,
        st.username as decided_by,
        case when d.decided_at is null then null else ${bkk('d.decided_at')} end as decided_at
      from deposits d
      join members m on m.id = d.member_id
      left join deposit_banks b on b.id = d.deposit_bank_id
      left join staff st on st.id = d.decided_by
      where ${where}
      order by d.created_at, d.id
      limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map((row) => ({
    ...toDepositResponse(row),
    memberUuid: row.member_uuid,
    userName: row.user_name,
    creditedAmount: satangOrNull(row.credited_amount),
    bankCode: row.bank_code,
    bankAccountNumber: row.bank_account_number,
    channel: row.channel,
    channelName: row.channel_name,
    fromBankCode: row.from_bank_code,
    fromAccountNumber: row.from_account_number,
    fromAccountName: row.from_account_name,
    depositAt: row.deposit_at,
    hasSlip: row.has_slip,
    decidedBy: row.decided_by,
    decidedAt: row.decided_at,
  }));
};
