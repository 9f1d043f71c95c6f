import {
  bahtToSatang,
  DEFAULT_KYC_LIFETIME_BAHT,
  DEFAULT_KYC_WITHDRAWAL_BAHT,
  satangToBaht,
  type Satang,
} from '@chokdee/domain';
import type { Database } from '../../../db/client.ts';
import { withAudit, type AuditActor } from '../../../platform/audit/index.ts';
import { lockSetting, readSetting, writeSetting } from '../../../platform/settings.ts';
import { COMPLIANCE_SETTING } from '../minimum-age.ts';

/** The withdrawal amounts above which an approved identity check is needed, in satang. */
export interface KycThresholds {
  kycWithdrawalBaht: Satang;
  kycLifetimeBaht: Satang;
}

const satangOf = (value: unknown, fallbackBaht: number): Satang => {
  const amount = typeof value === 'number' ? bahtToSatang(value) : null;
  return amount !== null && amount > 0n ? amount : (bahtToSatang(fallbackBaht) as Satang);
};

/**
 * The thresholds of the `compliance` setting's value (baht numbers, as staff typed them); a key
 * never written, or not a baht amount, is its default.
 */
export const thresholdsOf = (setting: unknown): KycThresholds => {
  const value = (typeof setting === 'object' && setting !== null ? setting : {}) as Record<string, unknown>;
  return {
    kycWithdrawalBaht: satangOf(value.kycWithdrawalBaht, DEFAULT_KYC_WITHDRAWAL_BAHT),
    kycLifetimeBaht: satangOf(value.kycLifetimeBaht, DEFAULT_KYC_LIFETIME_BAHT),
  };
};

export const readKycThresholds = async (db: Database): Promise<KycThresholds> =>
  thresholdsOf(await readSetting(db, COMPLIANCE_SETTING));

/** Replaces both thresholds, keeping the setting's other keys (the minimum age). Audited. */
export const updateKycThresholds = (
  db: Database,
  actor: AuditActor,
  input: KycThresholds,
): Promise<KycThresholds> =>
  withAudit(db, actor, async (tx) => {
    await lockSetting(tx, COMPLIANCE_SETTING);
    const stored = await readSetting(tx, COMPLIANCE_SETTING);
    const before = thresholdsOf(stored);
    const inBaht = {
      kycWithdrawalBaht: satangToBaht(input.kycWithdrawalBaht),
      kycLifetimeBaht: satangToBaht(input.kycLifetimeBaht),
    };
    const others = typeof stored === 'object' && stored !== null ? stored : {};
    await writeSetting(tx, COMPLIANCE_SETTING, { ...others, ...inBaht }, actor.staffId);
    return {
      result: input,
      audit: {
        action: 'site.kyc.update',
        targetType: 'site_setting',
        targetId: COMPLIANCE_SETTING,
        before: {
          kycWithdrawalBaht: satangToBaht(before.kycWithdrawalBaht),
          kycLifetimeBaht: satangToBaht(before.kycLifetimeBaht),
        },
        after: inBaht,
      },
    };
  });
