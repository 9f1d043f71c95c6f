import { randomInt } from 'node:crypto';
import { satangToBaht, type depositResponse } from '@chokdee/domain';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { DepositConfig } from '../../config/money-config.ts';
import type { Database } from '../../db/client.ts';
import { assertRoom } from '../compliance/index.ts';
import { appError } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/unique-violation.ts';
import {
  expireDeposits,
  insertPreparedDeposit,
  receivingAccountFor,
  takenOffsets,
} from './deposit-requests-repository.ts';
import { findMemberDeposits } from './deposit-rows.ts';

/** Offsets 1..99 satang: `prepareIndex` of `prepareTotal`. */
export const PREPARE_TOTAL = 99;
const ATTEMPTS = 5;

/** Refuses an amount outside DEPOSIT_MIN_BAHT..DEPOSIT_MAX_BAHT (checked on what was asked). */
export const checkDepositLimits = (limits: DepositConfig, amount: bigint): void => {
  if (amount < limits.minSatang) throw appError('DEPOSIT_BELOW_MIN', { min: satangToBaht(limits.minSatang) });
  if (amount > limits.maxSatang) throw appError('DEPOSIT_ABOVE_MAX', { max: satangToBaht(limits.maxSatang) });
};

const pickAccount = async (db: Database, method: 'FAST' | 'QRCODE'): Promise<{ id: string }> => {
  const row = await receivingAccountFor(db, method);
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
    const taken = new Set(await takenOffsets(db, account.id, input.amount, PREPARE_TOTAL));
    const free = Array.from({ length: PREPARE_TOTAL }, (_, i) => i + 1).filter(
      (offset) => !taken.has(offset),
    );
    if (free.length === 0) throw appError('DEPOSIT_BUSY');
    // A random free offset: concurrent requests of the same amount rarely pick the same one.
    const offset = free[randomInt(free.length)]!;
    try {
      const id = await db.transaction(async (tx) => {
        const inserted = await insertPreparedDeposit(tx, {
          memberId: input.memberId,
          method: input.method,
          bankId: account.id,
          amount: input.amount,
          offset,
          total: PREPARE_TOTAL,
          requestMs: limits.requestMs,
        });
        await assertRoom(tx, input.memberId, 'deposit', 0n, true);
        return inserted;
      });
      const [created] = await findMemberDeposits(db, input.memberId, sql`d.id = ${id}::bigint`, 1);
      return created!;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      if (constraint === 'deposits_open_member_idx') throw appError('DEPOSIT_OPEN');
      if (attempt >= ATTEMPTS) throw appError('DEPOSIT_BUSY');
    }
  }
};
