import { randomInt } from 'node:crypto';
import { satangToBaht, type depositResponse } from '@chokdee/domain';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { DepositConfig } from '../../config/money-config.ts';
import { rowsOf, type Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/unique-violation.ts';
import { findMemberDeposits } from './deposit-rows.ts';

/** Offsets 1..99 satang: `prepareIndex` of `prepareTotal`. */
export const PREPARE_TOTAL = 99;
const ATTEMPTS = 5;

/** Refuses an amount outside DEPOSIT_MIN_BAHT..DEPOSIT_MAX_BAHT (checked on what was asked). */
export const checkDepositLimits = (limits: DepositConfig, amount: bigint): void => {
  if (amount < limits.minSatang) throw appError('DEPOSIT_BELOW_MIN', { min: satangToBaht(limits.minSatang) });
  if (amount > limits.maxSatang) throw appError('DEPOSIT_ABOVE_MAX', { max: satangToBaht(limits.maxSatang) });
};

/**
 * Expires open fast/QR requests past `expires_at`: all of them (the scheduler step), or those of
 * one receiving account and one member (the first statement of a new request, so a stale request
 * never blocks its prepareAmount or the member's one open request). Answers how many.
 */
export const expireDeposits = async (
  db: Database,
  scope?: { depositBankId: string; memberId: string },
): Promise<number> => {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update deposits set status = 'EXPIRED', updated_at = now()
      where status = 'PENDING' and method in ('FAST', 'QRCODE') and expires_at < now()
        ${scope ? sql`and (deposit_bank_id = ${scope.depositBankId}::bigint or member_id = ${scope.memberId}::bigint)` : sql``}
      returning id::text`),
  );
  return rows.length;
};

interface Receiving {
  id: string;
}

// Fast: the fast-enabled account with the fewest open requests (spreads the offsets).
// QR: the bot-read account that carries the PromptPay id (only a bot's lines can credit a QR request).
const pickAccount = async (db: Database, method: 'FAST' | 'QRCODE'): Promise<Receiving> => {
  const [row] = rowsOf<Receiving>(
    await db.execute(
      method === 'FAST'
        ? sql`
          select b.id::text from deposit_banks b
          where b.active and b.fast_enabled
          order by (select count(*) from deposits d
                    where d.deposit_bank_id = b.id and d.status = 'PENDING' and d.method in ('FAST', 'QRCODE')), b.id
          limit 1`
        : sql`select id::text from deposit_banks where active and bot_update and promptpay_id is not null order by id limit 1`,
    ),
  );
  if (!row) throw method === 'FAST' ? appError('DEPOSIT_NO_BANK') : appError('DEPOSIT_NO_PROMPTPAY');
  return row;
};

/**
 * POST /api/deposits.fast and deposits.qrcode: a PENDING request whose prepareAmount (amount +
 * 1..99 satang) is free among the receiving account's open requests. Uniqueness is the partial
 * unique index's job: two members racing for the same offset make one insert fail with a unique
 * violation, and that one picks again from what is free now.
 */
export const createPreparedDeposit = async (
  db: Database,
  limits: DepositConfig,
  input: { memberId: bigint; amount: bigint; method: 'FAST' | 'QRCODE' },
): Promise<z.output<typeof depositResponse>> => {
  checkDepositLimits(limits, input.amount);
  const member = input.memberId.toString();
  for (let attempt = 1; ; attempt += 1) {
    const account = await pickAccount(db, input.method);
    await expireDeposits(db, { depositBankId: account.id, memberId: member });
    const taken = new Set(
      rowsOf<{ offset: number }>(
        await db.execute(sql`
          select (prepare_amount - ${input.amount.toString()}::bigint)::int as offset from deposits
          where deposit_bank_id = ${account.id}::bigint and status = 'PENDING' and method in ('FAST', 'QRCODE')
            and prepare_amount between ${(input.amount + 1n).toString()}::bigint and ${(input.amount + BigInt(PREPARE_TOTAL)).toString()}::bigint`),
      ).map((row) => row.offset),
    );
    const free = Array.from({ length: PREPARE_TOTAL }, (_, i) => i + 1).filter(
      (offset) => !taken.has(offset),
    );
    if (free.length === 0) throw appError('DEPOSIT_BUSY');
    // A random free offset: concurrent requests of the same amount rarely pick the same one.
    const offset = free[randomInt(free.length)]!;
    try {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into deposits (member_id, method, deposit_bank_id, amount, prepare_amount, prepare_index, prepare_total, expires_at)
          values (${member}::bigint, ${input.method}, ${account.id}::bigint, ${input.amount.toString()}::bigint,
            ${(input.amount + BigInt(offset)).toString()}::bigint, ${offset}, ${PREPARE_TOTAL},
            now() + ${limits.requestMs}::int * interval '1 millisecond')
          returning id::text`),
      );
      const [created] = await findMemberDeposits(db, input.memberId, sql`d.id = ${row!.id}::bigint`, 1);
      return created!;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      if (constraint === 'deposits_open_member_idx') throw appError('DEPOSIT_OPEN');
      if (attempt >= ATTEMPTS) throw appError('DEPOSIT_BUSY');
    }
  }
};
