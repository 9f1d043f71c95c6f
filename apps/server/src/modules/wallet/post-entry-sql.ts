import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { HouseAccountKind, MemberAccountKind, Unit } from './accounts.ts';

/** What postEntry hands the statement builder: one member line of the entry, already validated. */
export interface MemberLine {
  memberId: bigint;
  kind: MemberAccountKind;
  unit: Unit;
  amount: bigint;
}

export interface HouseLine {
  kind: HouseAccountKind;
  amount: bigint;
}

export interface EntryRow {
  type: string;
  idempotencyKey: string;
  requestHash: string;
  refType: string | null;
  refId: string | null;
  remark: string | null;
  staffId: bigint | null;
}

/** A member line already applied by an earlier statement of the same entry. */
export interface AppliedLine {
  accountId: bigint;
  amount: bigint;
  balanceAfter: bigint;
}

const big = (value: bigint): SQL => sql`${value.toString()}::bigint`;

// Claims the idempotency key: inserts the entry unless the key is taken or was refused before.
const claimCte = (entry: EntryRow): SQL => sql`claim as (
  insert into ledger_entries (type, idempotency_key, request_hash, ref_type, ref_id, remark, staff_id)
  select ${entry.type}, ${entry.idempotencyKey}, ${entry.requestHash}, ${entry.refType}, ${entry.refId}, ${entry.remark},
    ${entry.staffId === null ? null : entry.staffId.toString()}::bigint
  where not exists (select 1 from ledger_requests where idempotency_key = ${entry.idempotencyKey})
  on conflict (idempotency_key) do nothing
  returning id, created_at)`;

/**
 * Debit: the conditional UPDATE (zero rows = not enough available money, or no account yet).
 * Credit: an upsert, so a member's account is created by its first credit in the same statement.
 */
const movedCte = (line: MemberLine, guarded: boolean): SQL => {
  if (line.amount < 0n) {
    return sql`moved as (
      update ledger_accounts set balance = balance + ${big(line.amount)}
      where member_id = ${big(line.memberId)} and kind = ${line.kind} and balance - held + ${big(line.amount)} >= 0
        ${guarded ? sql`and exists (select 1 from claim)` : sql``}
      returning id, balance, held)`;
  }
  return sql`moved as (
    insert into ledger_accounts (member_id, kind, unit, balance)
    select ${big(line.memberId)}, ${line.kind}, ${line.unit}, ${big(line.amount)} ${guarded ? sql`from claim` : sql``}
    on conflict (member_id, kind) do update set balance = ledger_accounts.balance + excluded.balance
    returning id, balance, held)`;
};

// All postings of the entry in ONE insert: the balance trigger checks each insert statement.
const postedCte = (entrySource: SQL, applied: AppliedLine[], last: MemberLine | undefined, houses: HouseLine[]): SQL => {
  const parts: SQL[] = applied.map((line) => sql`select ${big(line.accountId)}, ${big(line.amount)}, ${big(line.balanceAfter)}`);
  if (last) parts.push(sql`select id, ${big(last.amount)}, balance from moved`);
  for (const house of houses) {
    parts.push(sql`select id, ${big(house.amount)}, null::bigint from ledger_accounts where member_id is null and kind = ${house.kind}`);
  }
  return sql`posted as (
    insert into ledger_postings (entry_id, account_id, amount, balance_after)
    select e.id, v.account_id, v.amount, v.balance_after
    from ${entrySource} e cross join (${sql.join(parts, sql` union all `)}) v(account_id, amount, balance_after)
    ${last ? sql`where exists (select 1 from moved)` : sql``}
    returning 1)`;
};

export interface StatementPlan {
  entry: EntryRow;
  /** Set for every statement after the first (the entry row exists then). */
  entryId: bigint | null;
  /** The member line this statement applies (none for a house-only entry). */
  line: MemberLine | undefined;
  /** The last statement also writes the postings. */
  postings: { applied: AppliedLine[]; houses: HouseLine[] } | null;
}

/**
 * One statement of postEntry: [claim] + [member line] + [postings]. An entry with one member line
 * (a bet, a deposit) is a single round trip; each further member line adds one, in lock order.
 */
export const entryStatement = (plan: StatementPlan): SQL => {
  const first = plan.entryId === null;
  const ctes: SQL[] = [];
  if (first) ctes.push(claimCte(plan.entry));
  if (plan.line) ctes.push(movedCte(plan.line, first));
  const entrySource = first ? sql`claim` : sql`(select ${big(plan.entryId ?? 0n)} as id)`;
  if (plan.postings) ctes.push(postedCte(entrySource, plan.postings.applied, plan.line, plan.postings.houses));
  const memberUuid = plan.line?.kind === 'CASH' ? sql`(select uuid::text from members where id = ${big(plan.line.memberId)})` : sql`null::text`;
  return sql`with ${sql.join(ctes, sql`, `)}
    select ${first ? sql`(select id::text from claim)` : sql`null::text`} as entry_id,
      ${first ? sql`(select floor(extract(epoch from created_at) * 1000)::text from claim)` : sql`null::text`} as created_ms,
      ${plan.line ? sql`(select id::text from moved)` : sql`null::text`} as account_id,
      ${plan.line ? sql`(select balance::text from moved)` : sql`null::text`} as balance,
      ${plan.line ? sql`(select held::text from moved)` : sql`null::text`} as held,
      ${memberUuid} as member_uuid`;
};

// The statement text depends only on the entry's shape (every value is a parameter), so a few
// dozen texts cover the whole ledger: each gets a stable name and node-postgres prepares it once
// per connection (Parse on first use), which saves parsing and planning the CTE on every entry.
// PGlite ignores the name and runs the text as before.
const statementNames = new Map<string, string>();

const nameOf = (text: string): string => {
  let name = statementNames.get(text);
  if (!name) {
    name = `ledger_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
};

/** Runs an entry statement as a named prepared statement on the transaction's connection. */
export const executeNamed = async (tx: object, statement: SQL): Promise<unknown> => {
  // drizzle keeps dialect and session public at run time (typed @internal): the transaction's
  // session holds the pool client that ran BEGIN, so the statement stays inside the transaction.
  const { dialect, session } = tx as { dialect: PgDialect; session: PgSession };
  const query = dialect.sqlToQuery(statement);
  return session.prepareQuery(query, undefined, nameOf(query.sql), false).execute();
};
