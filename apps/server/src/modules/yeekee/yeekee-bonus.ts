import { satangToBaht, type YingBonusSettings } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { lockSetting, writeSetting } from '../../platform/settings.ts';
import { loadYingBonusSettings, YING_BONUS_SETTING } from './shooter-bonus.ts';

/** The shooter bonus setting (defaults when never set: 400, 200, minimum bet 100 baht). */
export const getYeekeeBonus = (db: Database): Promise<YingBonusSettings> => loadYingBonusSettings(db);

/** Audit rows are JSON, so their money is baht. */
const inBaht = (s: YingBonusSettings) => ({
  sixteenth: satangToBaht(s.sixteenth),
  last: satangToBaht(s.last),
  minBet: satangToBaht(s.minBet),
});

/** Replaces the shooter bonus setting (stored in satang); applies to the draws after it. Audited. */
export const updateYeekeeBonus = async (
  db: Database,
  actor: AuditActor,
  input: YingBonusSettings,
): Promise<YingBonusSettings> =>
  withAudit(db, actor, async (tx) => {
    await lockSetting(tx, YING_BONUS_SETTING);
    const before = await getYeekeeBonus(tx);
    // The setting is JSON: satang as JSON numbers.
    const value = {
      sixteenth: Number(input.sixteenth),
      last: Number(input.last),
      minBet: Number(input.minBet),
    };
    await writeSetting(tx, YING_BONUS_SETTING, value, actor.staffId);
    const after = await getYeekeeBonus(tx);
    return {
      result: after,
      audit: {
        action: 'lotto.yeekee-bonus.update',
        targetType: 'site_setting',
        targetId: YING_BONUS_SETTING,
        before: inBaht(before),
        after: inBaht(after),
      },
    };
  });
