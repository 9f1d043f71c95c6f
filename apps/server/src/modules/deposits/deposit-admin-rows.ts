import type { adminDeposit } from '@chokdee/domain';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { satangOrNull, toDepositResponse } from './deposit-rows.ts';
import { adminDepositRows } from './deposits-repository.ts';

/** Deposits with member, receiving account and deciding staff, oldest first; `where` filters `d`. */
export const findAdminDeposits = async (
  db: Database,
  where: SQL,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<z.output<typeof adminDeposit>[]> => {
  const rows = await adminDepositRows(db, where, page);
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
