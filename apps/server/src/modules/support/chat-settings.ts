import type { Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { lockSetting, readSetting, writeSetting } from '../../platform/settings.ts';

/** site_settings key of the live chat switch: `{ enabled }`; never written means on. */
export const CHAT_SETTING = 'supportChat';

export const chatEnabled = async (db: Database): Promise<boolean> => {
  const value = (await readSetting(db, CHAT_SETTING)) as { enabled?: unknown } | undefined;
  return value?.enabled !== false;
};

/** Turns live chat on or off for the site. Audited. */
export const switchChat = async (
  db: Database,
  actor: AuditActor,
  enabled: boolean,
): Promise<{ enabled: boolean }> =>
  withAudit(db, actor, async (tx) => {
    await lockSetting(tx, CHAT_SETTING);
    const before = await chatEnabled(tx);
    await writeSetting(tx, CHAT_SETTING, { enabled }, actor.staffId);
    return {
      result: { enabled },
      audit: {
        action: 'support.switch',
        targetType: 'site_setting',
        targetId: CHAT_SETTING,
        before: { enabled: before },
        after: { enabled },
      },
    };
  });
