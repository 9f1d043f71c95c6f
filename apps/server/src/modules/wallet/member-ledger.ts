import { satang, type AdminLedgerAccount, type adminWalletLedgerResult } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Database } from '../../db/client.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { balancesView, findWalletMember, readBalances } from './adjust-balance.ts';
import { readRemark } from './read-remark.ts';

export interface MemberLedgerQuery {
  uuid: string;
  account?: AdminLedgerAccount | undefined;
  /** ISO instants: from inclusive, to exclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * A member's postings on all their accounts (cash, affiliate cash, points), newest first, paged,
 * with the entry type, remark and the staff member behind an admin entry; plus current balances.
 * Only the asked member's accounts are read (the account ids come from their member id).
 */
export const memberLedger = async (
  db: Database,
  query: MemberLedgerQuery,
): Promise<z.output<typeof adminWalletLedgerResult>> => {
  const member = await findWalletMember(db, query.uuid);
  const where = sql.join(
    [
      sql`a.member_id = ${member.id.toString()}::bigint`,
      ...(query.account ? [sql`a.kind = ${query.account}`] : []),
      ...(query.from ? [sql`p.created_at >= ${query.from}::timestamptz`] : []),
      ...(query.to ? [sql`p.created_at < ${query.to}::timestamptz`] : []),
    ],
    sql` and `,
  );
  const [count] = rowsOf<{ total: string }>(
    await db.execute(
      sql`select count(*)::text as total from ledger_postings p join ledger_accounts a on a.id = p.account_id where ${where}`,
    ),
  );
  const rows = rowsOf<{
    id: string;
    entry_id: string;
    kind: AdminLedgerAccount;
    unit: string;
    type: string;
    amount: string;
    balance_after: string | null;
    remark: string | null;
    remark_code: string | null;
    remark_params: unknown;
    staff_username: string | null;
    created_at: string;
  }>(
    await db.execute(sql`
      select p.id::text, p.entry_id::text, a.kind, a.unit, e.type, p.amount::text, p.balance_after::text, e.remark, e.remark_code, e.remark_params,
        s.username as staff_username, ${bkk('p.created_at')} as created_at
      from ledger_postings p
      join ledger_accounts a on a.id = p.account_id
      join ledger_entries e on e.id = p.entry_id
      left join staff s on s.id = e.staff_id
      where ${where}
      order by p.created_at desc, p.id desc
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  const balances = balancesView(await readBalances(db, member.id));
  return {
    member: { uuid: member.uuid, userName: member.userName },
    balances,
    items: rows.map((row) => ({
      id: row.id,
      entryId: row.entry_id,
      account: row.kind,
      unit: row.unit,
      type: row.type,
      amount: satang(row.amount),
      balanceAfter: satang(row.balance_after ?? '0'),
      remark: readRemark(row).remark,
      staffUsername: row.staff_username,
      createdAt: row.created_at,
    })),
    total: Number(count?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
};
