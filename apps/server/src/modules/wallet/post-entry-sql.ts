import type { Statement } from '../../db/prepared-statements.ts';
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
  remarkCode: string | null;
  /** JSON text of the remark's parameters. */
  remarkParams: string | null;
  staffId: bigint | null;
}

/** A member line already applied by an earlier statement of the same entry. */
export interface AppliedLine {
  accountId: bigint;
  amount: bigint;
  balanceAfter: bigint;
}

/** SQL text with $n placeholders and its values (bigints as text, cast in the SQL). */
export interface EntryStatement extends Statement {
  values: Array<string | null>;
}

/**
 * Collects bind values while the statement text is written. Every value is a parameter, so the
 * text depends only on the entry's shape. (drizzle's sql`` builder did the same, but building and
 * rendering its chunk tree on every entry cost more CPU than the rest of postEntry together.)
 */
class Binder {
  readonly values: Array<string | null> = [];

  text(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  big(value: bigint | null): string {
    return `${this.text(value === null ? null : value.toString())}::bigint`;
  }
}

// Claims the idempotency key: inserts the entry unless the key is taken or was refused before.
const claimCte = (b: Binder, entry: EntryRow): string => {
  const key = b.text(entry.idempotencyKey);
  return `claim as (
  insert into ledger_entries (type, idempotency_key, request_hash, ref_type, ref_id, remark, remark_code, remark_params, staff_id)
  select ${b.text(entry.type)}, ${key}, ${b.text(entry.requestHash)}, ${b.text(entry.refType)}, ${b.text(entry.refId)}, ${b.text(entry.remark)}, ${b.text(entry.remarkCode)}, ${b.text(entry.remarkParams)}::jsonb, ${b.big(entry.staffId)}
  where not exists (select 1 from ledger_requests where idempotency_key = ${key})
  on conflict (idempotency_key) do nothing
  returning id, created_at)`;
};

/**
 * Debit: the conditional UPDATE (zero rows = not enough available money, or no account yet).
 * Credit: an upsert, so a member's account is created by its first credit in the same statement.
 */
const movedCte = (b: Binder, line: MemberLine, guarded: boolean): string => {
  const amount = b.big(line.amount);
  if (line.amount < 0n) {
    return `moved as (
      update ledger_accounts set balance = balance + ${amount}
      where member_id = ${b.big(line.memberId)} and kind = ${b.text(line.kind)} and balance - held + ${amount} >= 0
        ${guarded ? 'and exists (select 1 from claim)' : ''}
      returning id, balance, held)`;
  }
  return `moved as (
    insert into ledger_accounts (member_id, kind, unit, balance)
    select ${b.big(line.memberId)}, ${b.text(line.kind)}, ${b.text(line.unit)}, ${amount} ${guarded ? 'from claim' : ''}
    on conflict (member_id, kind) do update set balance = ledger_accounts.balance + excluded.balance
    returning id, balance, held)`;
};

// All postings of the entry in ONE insert: the balance trigger checks each insert statement.
const postedCte = (
  b: Binder,
  entrySource: string,
  applied: AppliedLine[],
  last: MemberLine | undefined,
  houses: HouseLine[],
): string => {
  const parts = applied.map(
    (line) => `select ${b.big(line.accountId)}, ${b.big(line.amount)}, ${b.big(line.balanceAfter)}`,
  );
  if (last) parts.push(`select id, ${b.big(last.amount)}, balance from moved`);
  for (const house of houses) {
    parts.push(
      `select id, ${b.big(house.amount)}, null::bigint from ledger_accounts where member_id is null and kind = ${b.text(house.kind)}`,
    );
  }
  return `posted as (
    insert into ledger_postings (entry_id, account_id, amount, balance_after)
    select e.id, v.account_id, v.amount, v.balance_after
    from ${entrySource} e cross join (${parts.join(' union all ')}) v(account_id, amount, balance_after)
    ${last ? 'where exists (select 1 from moved)' : ''}
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
  /**
   * When its member line moves no money (refused, or the key was used) the statement aborts the
   * transaction (ledger_assert_moved, SQLSTATE CD003) instead of answering nulls: for a statement
   * sent with others after it that must not run then.
   */
  mustMove?: boolean;
}

/**
 * One statement of postEntry: [claim] + [member line] + [postings]. An entry with one member line
 * (a bet, a deposit) is a single round trip; each further member line adds one, in lock order.
 */
export const entryStatement = (plan: StatementPlan): EntryStatement => {
  const b = new Binder();
  const first = plan.entryId === null;
  const ctes: string[] = [];
  if (first) ctes.push(claimCte(b, plan.entry));
  if (plan.line) ctes.push(movedCte(b, plan.line, first));
  const entrySource = first ? 'claim' : `(select ${b.big(plan.entryId)} as id)`;
  if (plan.postings)
    ctes.push(postedCte(b, entrySource, plan.postings.applied, plan.line, plan.postings.houses));
  const memberUuid =
    plan.line?.kind === 'CASH'
      ? `(select uuid::text from members where id = ${b.big(plan.line.memberId)})`
      : 'null::text';
  const text = `with ${ctes.join(', ')}
    select ${first ? '(select id::text from claim)' : 'null::text'} as entry_id,
      ${first ? '(select floor(extract(epoch from created_at) * 1000)::text from claim)' : 'null::text'} as created_ms,
      ${plan.line ? '(select id::text from moved)' : 'null::text'} as account_id,
      ${plan.line ? '(select balance::text from moved)' : 'null::text'} as balance,
      ${plan.line ? '(select held::text from moved)' : 'null::text'} as held,
      ${memberUuid} as member_uuid${plan.mustMove && plan.line ? ', ledger_assert_moved(exists (select 1 from moved)) as moved' : ''}`;
  return { text, values: b.values };
};
