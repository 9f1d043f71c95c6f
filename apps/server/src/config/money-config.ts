import { bahtToSatang, DEPOSIT_DEFAULT_LIMITS, type Satang } from '@chokdee/domain';
import { z } from 'zod';
import { bahtSetting } from './env-values.ts';

/** The environment of money limits: staff adjustments, withdrawals, deposits. */
export const moneyEnv = z.object({
  // Back office: a manual wallet adjustment or move above this many baht needs a Super Admin.
  ADMIN_ADJUST_SUPER_ADMIN_ABOVE_BAHT: z
    .string()
    .default('50000')
    .transform((value, ctx) => {
      // Read by its digits like every other baht amount (no float multiplication).
      const amount = bahtToSatang(value);
      if (amount === null || amount < 0) {
        ctx.addIssue({ code: 'custom', message: 'must be baht with at most 2 decimals' });
        return z.NEVER;
      }
      return amount;
    }),
  // Withdrawals (spec §9 defaults): per request, per +07:00 day (sum and count), two-person rule.
  WITHDRAW_MAX_PER_TIME_BAHT: bahtSetting('49000'),
  WITHDRAW_MAX_PER_DAY_BAHT: bahtSetting('200000'),
  WITHDRAW_MAX_COUNT_PER_DAY: z.coerce.number().int().min(1).default(5),
  WITHDRAW_TWO_PERSON_ABOVE_BAHT: bahtSetting('20000'),
  // Deposits: the spec names no limits, these are ours (docs/deposits.md); fast/QR request lifetime.
  DEPOSIT_MIN_BAHT: bahtSetting(String(DEPOSIT_DEFAULT_LIMITS.minBaht)),
  DEPOSIT_MAX_BAHT: bahtSetting(String(DEPOSIT_DEFAULT_LIMITS.maxBaht)),
  DEPOSIT_REQUEST_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(120)
    .default(DEPOSIT_DEFAULT_LIMITS.requestMinutes),
});

export interface DepositConfig {
  minSatang: Satang;
  maxSatang: Satang;
  requestMs: number;
}

export interface WithdrawConfig {
  maxPerTimeSatang: Satang;
  maxPerDaySatang: Satang;
  maxCountPerDay: number;
  twoPersonAboveSatang: Satang;
}

export interface MoneyConfig {
  /** Manual wallet adjustments/moves above this (satang) need `wallet.adjust.large` (Super Admin). */
  adminAdjustSuperAdminAboveSatang: Satang;
  /** Withdrawal limits (satang) and the amount above which two staff approvals are needed. */
  withdraw: WithdrawConfig;
  /** Deposit limits (satang) and how long a fast/QR request stays open. */
  deposit: DepositConfig;
}

export const readMoneyConfig = (e: z.infer<typeof moneyEnv>): MoneyConfig => ({
  adminAdjustSuperAdminAboveSatang: e.ADMIN_ADJUST_SUPER_ADMIN_ABOVE_BAHT,
  withdraw: {
    maxPerTimeSatang: e.WITHDRAW_MAX_PER_TIME_BAHT,
    maxPerDaySatang: e.WITHDRAW_MAX_PER_DAY_BAHT,
    maxCountPerDay: e.WITHDRAW_MAX_COUNT_PER_DAY,
    twoPersonAboveSatang: e.WITHDRAW_TWO_PERSON_ABOVE_BAHT,
  },
  deposit: {
    minSatang: e.DEPOSIT_MIN_BAHT,
    maxSatang: e.DEPOSIT_MAX_BAHT,
    requestMs: e.DEPOSIT_REQUEST_MINUTES * 60_000,
  },
});
