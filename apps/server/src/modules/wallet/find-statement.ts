import { satang, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import type { MemberAccountKind } from './accounts.ts';
import { readRemark, type ReadRemark, type RemarkColumns } from './read-remark.ts';

/** At most this many rows per call, newest first; narrow endedDate to page further back. */
export const STATEMENT_PAGE_LIMIT = 500;

export interface StatementLine {
  id: bigint;
  transactionType: string;
  amount: Satang;
  balanceAfter: Satang;
  createdAt: Date;
  remark: ReadRemark;
}

/**
 * One member account's postings in [from, to), newest first. Served by the index
 * (account_id, created_at desc, id desc); the account is looked up by the caller's member id only.
 */
export const findStatement = async (
  db: Database,
  query: { memberId: bigint; kind: MemberAccountKind; from: Date; to: Date; limit?: number },
): Promise<StatementLine[]> => {
  const rows = rowsOf<
    {
      id: string;
      type: string;
      amount: string;
      balance_after: string;
      created_ms: string;
    } & RemarkColumns
  >(
    await db.execute(sql`
      select p.id::text, e.type, p.amount::text, p.balance_after::text,
        floor(extract(epoch from p.created_at) * 1000)::text as created_ms, e.remark, e.remark_code, e.remark_params
      from ledger_postings p join ledger_entries e on e.id = p.entry_id
      where p.account_id = (select id from ledger_accounts where member_id = ${query.memberId.toString()}::bigint and kind = ${query.kind})
        and p.created_at >= ${query.from.toISOString()}::timestamptz and p.created_at < ${query.to.toISOString()}::timestamptz
      order by p.created_at desc, p.id desc
      limit ${Math.min(query.limit ?? STATEMENT_PAGE_LIMIT, STATEMENT_PAGE_LIMIT)}`),
  );
  return rows.map((row) => ({
    id: BigInt(row.id),
    transactionType: row.type,
    amount: satang(row.amount),
    balanceAfter: satang(row.balance_after),
    createdAt: new Date(Number(row.created_ms)),
    remark: readRemark(row),
  }));
};
