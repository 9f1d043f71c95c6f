import { satangToBaht, type YingBonusSettings } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
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
    // Lock the row (when it exists) so the audit `before` is what this write replaced.
    await tx.execute(sql`select 1 from site_settings where key = ${YING_BONUS_SETTING} for update`);
    const before = await getYeekeeBonus(tx);
    // The setting is JSON: satang as JSON numbers.
    const value = {
      sixteenth: Number(input.sixteenth),
      last: Number(input.last),
      minBet: Number(input.minBet),
    };
    await tx
      .insert(siteSettings)
      .values({ key: YING_BONUS_SETTING, value, updatedBy: actor.staffId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value, updatedAt: sql`now()`, updatedBy: actor.staffId },
      });
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
