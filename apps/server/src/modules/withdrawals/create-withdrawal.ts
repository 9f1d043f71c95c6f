import { randomUUID } from 'node:crypto';
import { satangToBaht, type WithdrawalStatus } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { WithdrawConfig } from '../../config/money-config.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import {
  getCreditTurnover,
  idempotencyMismatch,
  type MoneyTx,
  reserveHold,
  runMoneyTransaction,
} from '../wallet/index.ts';
import { requestHash } from '../../platform/idempotency/index.ts';

export interface CreateWithdrawalInput {
  memberId: bigint;
  /** Satang, > 0. */
  amount: bigint;
  /** The member_banks id as the client sent it (digits). */
  bankAccountId: string;
  idempotencyKey?: string | undefined;
  /** The clock (tests inject it for the +07:00 day boundary). */
  now?: Date;
}

const DAY_MS = 86_400_000;
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** The +07:00 calendar day containing `now`, as [start, end). */
export const bangkokDayOf = (now: Date): { start: Date; end: Date } => {
  const start = Math.floor((now.getTime() + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
};

/** Sum (satang) and count of the member's non-rejected withdrawals of the +07:00 day of `now`. */
export const usedOnDay = async (
  db: Database,
  memberId: bigint,
  now: Date,
): Promise<{ sum: bigint; count: number }> => {
  const { start, end } = bangkokDayOf(now);
  const [row] = rowsOf<{ sum: string; count: number }>(
    await db.execute(sql`
      select coalesce(sum(amount), 0)::text as sum, count(*)::int as count from withdrawals
      where member_id = ${memberId.toString()}::bigint and status <> 'REJECTED'
        and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`),
  );
  return { sum: BigInt(row?.sum ?? '0'), count: Number(row?.count ?? 0) };
};

/**
 * POST /api/withdraws.create. ONE money transaction: the member row is locked first (FOR NO KEY
 * UPDATE: it serialises a member's withdrawals without blocking the foreign-key checks of their
 * bets), then the spec §8 checks in the contract's order, then the amount is held on CASH
 * (available drops at once) and the withdrawal row written. A refusal rolls everything back.
 */
export const createWithdrawal = async (
  db: Database,
  limits: WithdrawConfig,
  input: CreateWithdrawalInput,
): Promise<{ id: string; status: WithdrawalStatus; replayed: boolean }> => {
  const now = input.now ?? new Date();
  const member = input.memberId.toString();
  const hash = requestHash({ amount: input.amount, bankAccountId: input.bankAccountId });
  return runMoneyTransaction(db, async (tx: MoneyTx) => {
    await tx.execute(sql`select id from members where id = ${member}::bigint for no key update`);

    if (input.idempotencyKey) {
      const [first] = rowsOf<{ id: string; status: WithdrawalStatus; request_hash: string | null }>(
        await tx.execute(sql`
          select id::text, status, request_hash from withdrawals
          where member_id = ${member}::bigint and idempotency_key = ${input.idempotencyKey}`),
      );
      if (first) {
        if (first.request_hash !== hash) throw idempotencyMismatch();
        return { id: first.id, status: first.status, replayed: true };
      }
    }

    // 1. turnover met
    const turnover = await getCreditTurnover(tx, input.memberId);
    if (!turnover.canWithdraw) {
      const remaining = satangToBaht(turnover.turnOver);
      throw appError('TURNOVER_NOT_MET', { remaining });
    }

    // 2. the member's own withdrawal account
    const [bank] = rowsOf<{ id: string; bank_code: string; account_number: string; account_name: string }>(
      await tx.execute(sql`
        select id::text, bank_code, account_number, account_name from member_banks
        where id = ${input.bankAccountId}::bigint and member_id = ${member}::bigint and is_withdrawal`),
    );
    if (!bank) throw appError('BANK_ACCOUNT_MISMATCH');

    // 3. nothing of the member still waiting for staff
    const [open] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`select id::text from withdrawals where member_id = ${member}::bigint and status in ('PENDING', 'APPROVED_1') limit 1`,
      ),
    );
    if (open) throw appError('WITHDRAWAL_PENDING');

    // 4-6. limits per time, per +07:00 day (sum, then count of non-rejected withdrawals)
    if (input.amount > limits.maxPerTimeSatang) {
      const max = satangToBaht(limits.maxPerTimeSatang);
      throw appError('WITHDRAW_MAX_PER_TIME', { max });
    }
    const used = await usedOnDay(tx, input.memberId, now);
    if (used.sum + input.amount > limits.maxPerDaySatang) {
      const max = satangToBaht(limits.maxPerDaySatang);
      throw appError('WITHDRAW_MAX_PER_DAY', { max });
    }
    if (used.count >= limits.maxCountPerDay) {
      const max = limits.maxCountPerDay;
      throw appError('WITHDRAW_MAX_COUNT_PER_DAY', { max });
    }

    // 7. enough available money: the hold refuses with INSUFFICIENT_BALANCE otherwise
    const [next] = rowsOf<{ id: string }>(
      await tx.execute(sql`select nextval(pg_get_serial_sequence('withdrawals', 'id'))::text as id`),
    );
    const id = next!.id;
    const { holdId } = await reserveHold(tx, {
      account: { memberId: input.memberId, kind: 'CASH' },
      amount: input.amount,
      idempotencyKey: `withdraw:${member}:${input.idempotencyKey ?? randomUUID()}`,
      ref: { type: 'withdrawal', id },
    });
    await tx.execute(sql`
      insert into withdrawals (id, member_id, member_bank_id, bank_code, account_number, account_name, amount, hold_id,
        idempotency_key, request_hash, created_at, updated_at)
      values (${id}::bigint, ${member}::bigint, ${bank.id}::bigint, ${bank.bank_code}, ${bank.account_number}, ${bank.account_name},
        ${input.amount.toString()}::bigint, ${holdId.toString()}::bigint, ${input.idempotencyKey ?? null}, ${hash},
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`);
    return { id, status: 'PENDING' as const, replayed: false };
  });
};
