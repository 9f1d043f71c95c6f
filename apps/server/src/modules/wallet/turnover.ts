import { satang, type Satang } from '@chokdee/domain';
import { param, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { runPrepared, statementOf, type Statement } from '../../db/prepared-statements.ts';
import { LedgerMisuse } from './ledger-errors.ts';

export type TurnoverType = 'DEPOSIT' | 'PROMOTION';

/**
 * A deposit or promotion credit that must be bet `required` satang before a withdrawal. Call it
 * in the same transaction as the credit's postEntry.
 */
export const addTurnoverRequirement = async (
  tx: Database,
  input: { memberId: bigint; type: TurnoverType; required: bigint; ref?: { type: string; id: string } },
): Promise<void> => {
  if (input.required <= 0n) throw new LedgerMisuse('a turnover requirement is positive');
  await tx.execute(sql`
    insert into credit_turnovers (member_id, type, required, ref_type, ref_id)
    values (${input.memberId.toString()}::bigint, ${input.type}, ${input.required.toString()}::bigint, ${input.ref?.type ?? null}, ${input.ref?.id ?? null})`);
};

/** The stake a turnover contribution belongs to: a poy, later a game round. */
export interface StakeRef {
  type: string;
  id: string;
}

/**
 * The statement that counts a bet of `amount` (positive) satang towards the member's open
 * requirements, oldest first (the requirement rows are locked, so two bets never count the same
 * remainder twice), and records what the stake `ref` added to each requirement, so a refund can
 * take exactly that back (reverseTurnover). Turnover beyond the open requirements counts for nothing.
 */
export const turnoverStatement = (tx: Database, memberId: bigint, amount: bigint, ref: StakeRef): Statement =>
  statementOf(
    tx,
    sql`
    with locked as (
      select id, required - accrued as remaining from credit_turnovers
      where member_id = ${memberId.toString()}::bigint and met_at is null
      order by id for update),
    running as (
      select id, remaining, coalesce(sum(remaining) over (order by id rows between unbounded preceding and 1 preceding), 0) as before
      from locked),
    counted as (
      update credit_turnovers c
      set accrued = c.accrued + least(r.remaining, ${amount.toString()}::bigint - r.before),
          met_at = case when ${amount.toString()}::bigint - r.before >= r.remaining then now() else null end
      from running r
      where c.id = r.id and r.before < ${amount.toString()}::bigint
      returning c.id, least(r.remaining, ${amount.toString()}::bigint - r.before) as added)
    insert into turnover_contributions (credit_turnover_id, ref_type, ref_id, amount)
    select id, ${ref.type}, ${ref.id}, added from counted where added > 0`,
  );

/** Counts a bet of `amount` satang towards the member's open requirements (turnoverStatement); nothing when not positive. */
export const recordTurnover = async (
  tx: Database,
  memberId: bigint,
  amount: bigint,
  ref: StakeRef,
): Promise<void> => {
  if (amount <= 0n) return;
  await runPrepared(tx, turnoverStatement(tx, memberId, amount, ref));
};

/**
 * A refunded stake (cancelled or voided poy, later a refunded game round) no longer counts: what
 * each of `ids` added to a requirement is taken back off it, and a requirement it had met is open
 * again. Call it in the refund's transaction. Idempotent: the contributions are deleted as they
 * are taken back, so a second refund of the same stake takes nothing. The requirement rows are
 * locked in id order first, the order recordTurnover locks them in.
 */
export const reverseTurnover = async (
  tx: Database,
  refType: string,
  ids: readonly string[],
): Promise<void> => {
  if (ids.length === 0) return;
  const refIds = sql`${param([...ids])}::text[]`;
  const locked = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select c.id::text from credit_turnovers c
      where c.id in (select credit_turnover_id from turnover_contributions where ref_type = ${refType} and ref_id = any(${refIds}))
      order by c.id for update`),
  );
  if (locked.length === 0) return;
  await tx.execute(sql`
    with gone as (
      delete from turnover_contributions where ref_type = ${refType} and ref_id = any(${refIds})
      returning credit_turnover_id, amount),
    per as (select credit_turnover_id as id, sum(amount) as amount from gone group by credit_turnover_id)
    update credit_turnovers c set accrued = c.accrued - per.amount, met_at = null
    from per where c.id = per.id`);
};

export interface CreditTurnover {
  canWithdraw: boolean;
  /** Satang still to bet over all open requirements. */
  turnOver: Satang;
  /** The type of the oldest open requirement; null when none is open. */
  type: TurnoverType | null;
}

export const getCreditTurnover = async (db: Database, memberId: bigint): Promise<CreditTurnover> => {
  const [row] = rowsOf<{ remaining: string | null; type: TurnoverType | null }>(
    await db.execute(sql`
      select sum(required - accrued)::text as remaining,
        (array_agg(type order by id))[1] as type
      from credit_turnovers where member_id = ${memberId.toString()}::bigint and met_at is null`),
  );
  const remaining = satang(row?.remaining ?? '0');
  return { canWithdraw: remaining === 0n, turnOver: remaining, type: row?.type ?? null };
};
