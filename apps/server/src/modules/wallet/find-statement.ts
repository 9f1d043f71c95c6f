import { satang, toBangkokIso, type MemberReference, type Satang } from '@chokdee/domain';
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
  reference: MemberReference | null;
}

/** Ledger ref types a member recognises, by the name the statement gives them. */
const MEMBER_REFS: Record<string, MemberReference['kind']> = {
  poy: 'poy',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  lotto_round: 'round',
};

/** A ledger ref as the member's reference, or null (a game call id, an entry id: internal). */
export const memberReferenceOf = (type: string | null, id: string | null): MemberReference | null => {
  const kind = type === null ? undefined : MEMBER_REFS[type];
  return kind === undefined || id === null ? null : { kind, id };
};

/**
 * The ref a member knows, as SQL over an entry `e`: a paid hold (a WITHDRAW entry refers to its
 * hold) is named by what the hold was for, through the hold's primary key. The CASE keeps the
 * cast away from refs that are not hold ids.
 */
export const MEMBER_REF_JOIN = sql.raw(
  `left join ledger_holds h on h.id = case when e.ref_type = 'hold' then e.ref_id::bigint end`,
);
export const MEMBER_REF_COLUMNS = sql.raw(
  `coalesce(h.ref_type, e.ref_type) as ref_type, coalesce(h.ref_id, e.ref_id) as ref_id`,
);

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
      ref_type: string | null;
      ref_id: string | null;
    } & RemarkColumns
  >(
    await db.execute(sql`
      select p.id::text, e.type, p.amount::text, p.balance_after::text,
        floor(extract(epoch from p.created_at) * 1000)::text as created_ms, e.remark, e.remark_code, e.remark_params,
        ${MEMBER_REF_COLUMNS}
      from ledger_postings p join ledger_entries e on e.id = p.entry_id
      ${MEMBER_REF_JOIN}
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
    reference: memberReferenceOf(row.ref_type, row.ref_id),
  }));
};

/** A statement line as the statement endpoints answer it (times in +07:00). */
export const statementAnswer = (line: StatementLine) => ({
  id: line.id.toString(),
  transactionType: line.transactionType,
  amount: line.amount,
  balanceAfter: line.balanceAfter,
  createdAt: toBangkokIso(line.createdAt),
  ...line.remark,
  reference: line.reference,
});
