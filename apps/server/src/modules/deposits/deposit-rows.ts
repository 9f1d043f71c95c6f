import {
  promptPayPayload,
  satang,
  type DepositMethod,
  type depositResponse,
  type Satang,
  type DepositStatus,
} from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';

/**
 * The columns every deposit view reads, from `deposits d` left-joined to its receiving account
 * `b` (the QR payload is rebuilt from the account's PromptPay id: the payload is a pure function).
 */
export const depositColumns = sql`
  d.id::text, d.method, d.deposit_bank_id::text as bank_id, d.amount::text, d.prepare_amount::text,
  d.prepare_index, d.prepare_total, d.status, d.refer_transfer_id, d.reason, b.promptpay_id,
  ${bkk('d.created_at')} as created_at,
  case when d.expires_at is null then null else ${bkk('d.expires_at')} end as expires_at`;

export interface DepositRow {
  id: string;
  method: DepositMethod;
  bank_id: string | null;
  amount: string;
  prepare_amount: string | null;
  prepare_index: number | null;
  prepare_total: number | null;
  status: DepositStatus;
  refer_transfer_id: string | null;
  reason: string | null;
  promptpay_id: string | null;
  created_at: string;
  expires_at: string | null;
}

/** A deposit as its member's answers show it. */
export type DepositView = z.output<typeof depositResponse>;

/** An int8 column that may be null. */
export const satangOrNull = (amount: string | null): Satang | null =>
  amount === null ? null : satang(amount);

export const toDepositResponse = (row: DepositRow): DepositView => ({
  id: row.id,
  method: row.method,
  bankId: row.bank_id,
  amount: satang(row.amount),
  prepareAmount: satangOrNull(row.prepare_amount),
  prepareIndex: row.prepare_index,
  prepareTotal: row.prepare_total,
  status: row.status,
  referTransferId: row.refer_transfer_id,
  reason: row.reason,
  payload:
    row.method === 'QRCODE' && row.promptpay_id && row.prepare_amount
      ? promptPayPayload(row.promptpay_id, BigInt(row.prepare_amount))
      : null,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

/** A member's deposits matching `where` (on `d`), newest first, at most `limit`. */
export const findMemberDeposits = async (
  db: Database,
  memberId: bigint,
  where: SQL,
  limit = 100,
): Promise<DepositView[]> => {
  const rows = rowsOf<DepositRow>(
    await db.execute(sql`
      select ${depositColumns} from deposits d left join deposit_banks b on b.id = d.deposit_bank_id
      where d.member_id = ${memberId.toString()}::bigint and ${where}
      order by d.created_at desc, d.id desc limit ${limit}`),
  );
  return rows.map(toDepositResponse);
};
