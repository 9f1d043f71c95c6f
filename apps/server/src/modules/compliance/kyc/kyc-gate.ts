import type { Satang, withdrawKycAnswer } from '@chokdee/domain';
import { satang, satangToBaht } from '@chokdee/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Database } from '../../../db/client.ts';
import { appError } from '../../../platform/errors.ts';
import { settingValueSql } from '../../../platform/settings.ts';
import { COMPLIANCE_SETTING } from '../minimum-age.ts';
import { kycApprovedSql, latestKycStatusSql } from './kyc-repository.ts';
import { thresholdsOf } from './kyc-settings.ts';

/**
 * Everything the identity-check rule reads, in ONE statement: the thresholds, whether the member
 * is approved, the latest check's status and `withdrawn` (the caller's subquery of what the member
 * has withdrawn so far: withdrawals own that table).
 */
const kycStanding = async (db: Database, memberId: bigint, withdrawn: SQL) => {
  const [row] = rowsOf<{ setting: unknown; withdrawn: string; approved: boolean; status: string | null }>(
    await db.execute(sql`
      select ${settingValueSql(COMPLIANCE_SETTING)} as setting, (${withdrawn})::text as withdrawn,
        ${kycApprovedSql(memberId)} as approved, ${latestKycStatusSql(memberId)} as status`),
  );
  return {
    ...thresholdsOf(row?.setting),
    withdrawn: satang(row?.withdrawn ?? '0'),
    approved: row?.approved === true,
    status: (row?.status ?? null) as z.output<typeof withdrawKycAnswer>['status'],
  };
};

/**
 * Inside the withdrawal's transaction (the member row locked, so `withdrawn` cannot move): 403
 * KYC_REQUIRED when `amount` is above the single threshold, or `withdrawn + amount` above the
 * lifetime one, and the member has no approved check. Exactly at a threshold passes.
 */
export const assertKycForWithdrawal = async (
  tx: Database,
  input: { memberId: bigint; amount: Satang; withdrawn: SQL },
): Promise<void> => {
  const standing = await kycStanding(tx, input.memberId, input.withdrawn);
  if (standing.approved) return;
  if (input.amount > standing.kycWithdrawalBaht)
    throw appError('KYC_REQUIRED', {
      reason: 'single',
      thresholdBaht: satangToBaht(standing.kycWithdrawalBaht),
    });
  if (standing.withdrawn + input.amount > standing.kycLifetimeBaht)
    throw appError('KYC_REQUIRED', {
      reason: 'lifetime',
      thresholdBaht: satangToBaht(standing.kycLifetimeBaht),
    });
};

/** What the withdrawal screen shows before the member asks (GET /api/withdraws.limits). */
export const withdrawKycOf = async (
  db: Database,
  memberId: bigint,
  withdrawn: SQL,
): Promise<z.output<typeof withdrawKycAnswer>> => {
  const standing = await kycStanding(db, memberId, withdrawn);
  return {
    approved: standing.approved,
    status: standing.status,
    singleAbove: standing.kycWithdrawalBaht,
    lifetimeAbove: standing.kycLifetimeBaht,
    lifetimeWithdrawn: standing.withdrawn,
  };
};
