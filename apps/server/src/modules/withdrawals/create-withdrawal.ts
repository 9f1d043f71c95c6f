import { randomUUID } from 'node:crypto';
import { satang, satangToBaht, type WithdrawalStatus } from '@chokdee/domain';
import type { WithdrawConfig } from '../../config/money-config.ts';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import {
  getCreditTurnover,
  idempotencyMismatch,
  type MoneyTx,
  reserveHold,
  runMoneyTransaction,
} from '../wallet/index.ts';
import { requestHash } from '../../platform/idempotency/index.ts';
import { assertKycForWithdrawal } from '../compliance/index.ts';
import {
  hasOpenWithdrawal,
  insertWithdrawal,
  lifetimeWithdrawnSql,
  lockMemberForWithdrawal,
  memberWithdrawalAccount,
  nextWithdrawalId,
  usedOnDay,
  withdrawalUnderKey,
} from './withdrawals-repository.ts';

export interface CreateWithdrawalInput {
  memberId: bigint;
  /** Satang, > 0. */
  amount: bigint;
  /** The member_banks id as the client sent it (digits). */
  bankAccountId: string;
  idempotencyKey?: string | undefined;
  /** An instant for the day's limits (tests, at a +07:00 day boundary); else the database's clock. */
  at?: Date;
}

/**
 * POST /api/withdraws.create. ONE money transaction: the member row is locked first (it serialises
 * a member's withdrawals), then the spec §8 checks in the contract's order, then the amount is held on CASH
 * (available drops at once) and the withdrawal row written. A refusal rolls everything back.
 */
export const createWithdrawal = async (
  db: Database,
  limits: WithdrawConfig,
  input: CreateWithdrawalInput,
): Promise<{ id: string; status: WithdrawalStatus; replayed: boolean }> => {
  const member = input.memberId.toString();
  const hash = requestHash({ amount: input.amount, bankAccountId: input.bankAccountId });
  return runMoneyTransaction(db, async (tx: MoneyTx) => {
    await lockMemberForWithdrawal(tx, member);

    if (input.idempotencyKey) {
      const first = await withdrawalUnderKey(tx, member, input.idempotencyKey);
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
    const bank = await memberWithdrawalAccount(tx, member, input.bankAccountId);
    if (!bank) throw appError('BANK_ACCOUNT_MISMATCH');

    // 3. nothing of the member still waiting for staff
    if (await hasOpenWithdrawal(tx, member)) throw appError('WITHDRAWAL_PENDING');

    // 4-6. limits per time, per +07:00 day (sum, then count of non-rejected withdrawals)
    if (input.amount > limits.maxPerTimeSatang) {
      const max = satangToBaht(limits.maxPerTimeSatang);
      throw appError('WITHDRAW_MAX_PER_TIME', { max });
    }
    const used = await usedOnDay(tx, input.memberId, input.at);
    if (used.sum + input.amount > limits.maxPerDaySatang) {
      const max = satangToBaht(limits.maxPerDaySatang);
      throw appError('WITHDRAW_MAX_PER_DAY', { max });
    }
    if (used.count >= limits.maxCountPerDay) {
      const max = limits.maxCountPerDay;
      throw appError('WITHDRAW_MAX_COUNT_PER_DAY', { max });
    }

    // 7. an approved identity check above the thresholds (docs/compliance.md); the member row
    // lock keeps the lifetime sum it reads from moving until COMMIT
    await assertKycForWithdrawal(tx, {
      memberId: input.memberId,
      amount: satang(input.amount),
      withdrawn: lifetimeWithdrawnSql(input.memberId),
    });

    // 8. enough available money: the hold refuses with INSUFFICIENT_BALANCE otherwise
    const id = await nextWithdrawalId(tx);
    const { holdId } = await reserveHold(tx, {
      account: { memberId: input.memberId, kind: 'CASH' },
      amount: input.amount,
      idempotencyKey: `withdraw:${member}:${input.idempotencyKey ?? randomUUID()}`,
      ref: { type: 'withdrawal', id },
    });
    await insertWithdrawal(tx, {
      id,
      member,
      bank,
      amount: input.amount,
      holdId,
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash: hash,
      at: input.at,
    });
    return { id, status: 'PENDING' as const, replayed: false };
  });
};
