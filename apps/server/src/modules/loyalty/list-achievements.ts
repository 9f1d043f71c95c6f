import {
  ACHIEVEMENT_KINDS,
  satang,
  toBangkokIso,
  type AchievementAnswer,
  type Locale,
  type Satang,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { kindProgress } from './achievement-progress.ts';

type Texts = Partial<Record<Locale, string>>;

/** Staff text in the member's language, else Thai. */
const inLanguage = (texts: Texts, lang: Locale): string => texts[lang] || texts.th || '';

/**
 * GET /api/achievements: the active achievements with this member's progress (capped at the
 * target) and when they reached each; one statement (every kind's progress of one member).
 */
export const listAchievements = async (
  db: Database,
  memberId: bigint,
  lang: Locale,
): Promise<(Omit<AchievementAnswer, 'reward'> & { reward: Satang })[]> => {
  const progress = sql.join(
    ACHIEVEMENT_KINDS.map((kind) => sql`(${kindProgress(kind, memberId)})`),
    sql` union all `,
  );
  const rows = rowsOf<{
    code: string;
    name: Texts;
    description: Texts;
    reward: string;
    target: string;
    progress: string | null;
    achieved_at: Date | string | null;
  }>(
    await db.execute(sql`
      with progress as (${progress})
      select a.code, a.name, a.description, coalesce(m.reward, a.reward)::text as reward, a.target::text,
        case when m.achieved_at is not null then a.target else coalesce(p.progress, 0) end::text as progress,
        m.achieved_at
      from achievements a
      left join progress p on p.achievement_id = a.id
      left join member_achievements m on m.achievement_id = a.id and m.member_id = ${memberId.toString()}::bigint
      where a.active
      order by (m.achieved_at is null), a.id`),
  );
  return rows.map((row) => ({
    code: row.code,
    name: inLanguage(row.name, lang),
    description: inLanguage(row.description, lang),
    reward: satang(row.reward),
    progress: Number(row.progress),
    target: Number(row.target),
    achievedAt: row.achieved_at === null ? null : toBangkokIso(new Date(row.achieved_at)),
  }));
};
