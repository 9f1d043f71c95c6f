import type { AdminMemberBank } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import type { Page } from '../../platform/reply.ts';

interface BankRow {
  id: string;
  member_uuid: string;
  user_name: string;
  bank_code: string;
  account_number: string;
  account_name: string;
  is_withdrawal: boolean;
  verified: boolean;
  verified_by: string | null;
  created_at: string;
}

const findBanks = async (
  db: Database,
  where: SQL,
  limit: number,
  offset: number,
): Promise<AdminMemberBank[]> =>
  rowsOf<BankRow>(
    await db.execute(sql`
      select b.id::text, m.uuid::text as member_uuid, m.user_name, b.bank_code, b.account_number, b.account_name, b.is_withdrawal,
        b.name_verified_at is not null as verified, s.username as verified_by, ${bkk('b.created_at')} as created_at
      from member_banks b join members m on m.id = b.member_id left join staff s on s.id = b.name_verified_by
      where ${where} order by b.id limit ${limit} offset ${offset}`),
  ).map((row) => ({
    id: row.id,
    memberUuid: row.member_uuid,
    userName: row.user_name,
    bankCode: row.bank_code,
    bankAccountNumber: row.account_number,
    bankAccountName: row.account_name,
    isWithdrawal: row.is_withdrawal,
    verified: row.verified,
    verifiedBy: row.verified_by,
    createdAt: row.created_at,
  }));

/** Members' bank accounts (filter: verified or not, one member), oldest first. */
export const listMemberBanksAdmin = async (
  db: Database,
  query: {
    verified?: 'true' | 'false' | undefined;
    uuid?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<Page<AdminMemberBank>> => {
  const filters: SQL[] = [sql`true`];
  if (query.verified)
    filters.push(
      query.verified === 'true' ? sql`b.name_verified_at is not null` : sql`b.name_verified_at is null`,
    );
  if (query.uuid) filters.push(sql`m.uuid = ${query.uuid}::uuid`);
  const where = sql.join(filters, sql` and `);
  const [total] = rowsOf<{ count: number }>(
    await db.execute(
      sql`select count(*)::int as count from member_banks b join members m on m.id = b.member_id where ${where}`,
    ),
  );
  const items = await findBanks(db, where, query.pageSize, (query.page - 1) * query.pageSize);
  return { items, total: Number(total?.count ?? 0), page: query.page, pageSize: query.pageSize };
};

/** Marks the holder name as checked against the bank (optionally corrected). Audited. */
export const verifyMemberBank = async (
  db: Database,
  actor: AuditActor,
  input: { id: string; bankAccountName?: string | undefined; staffId: bigint },
): Promise<AdminMemberBank> =>
  withAudit(db, actor, async (tx) => {
    const [before] = await findBanks(tx, sql`b.id = ${input.id}::bigint`, 1, 0);
    if (!before) throw appError('BANK_ACCOUNT_NOT_FOUND');
    await tx.execute(sql`
      update member_banks set name_verified_at = now(), name_verified_by = ${input.staffId.toString()}::bigint,
        account_name = coalesce(${input.bankAccountName ?? null}, account_name)
      where id = ${input.id}::bigint`);
    const [after] = await findBanks(tx, sql`b.id = ${input.id}::bigint`, 1, 0);
    return {
      result: after!,
      audit: {
        action: 'member-bank.verify',
        targetType: 'member',
        targetId: before.memberUuid,
        before: { bankId: before.id, bankAccountName: before.bankAccountName, verified: before.verified },
        after: { bankId: after!.id, bankAccountName: after!.bankAccountName, verified: true },
      },
    };
  });
