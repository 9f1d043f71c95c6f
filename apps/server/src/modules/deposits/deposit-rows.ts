import { promptPayPayload, satang, type depositResponse, type Satang } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Database } from '../../db/client.ts';
import { memberDepositRows, type DepositRow } from './deposits-repository.ts';

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
): Promise<DepositView[]> => (await memberDepositRows(db, memberId, where, limit)).map(toDepositResponse);

/** Whether the member has had a deposit credited (the /main checklist's "first deposit"). */
export const hasCreditedDeposit = async (db: Database, memberId: bigint): Promise<boolean> =>
  rowsOf(
    await db.execute(
      sql`select 1 from deposits where member_id = ${memberId.toString()}::bigint and status = 'SUCCESS' limit 1`,
    ),
  ).length > 0;
