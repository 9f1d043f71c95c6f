import { satang, type AchievementKind, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { withAudit, type AuditActor } from '../../platform/audit/index.ts';
import { appError } from '../../platform/errors.ts';

type Texts = Record<string, string>;

export interface AchievementFields {
  kind: AchievementKind;
  target: number;
  family: string | null;
  reward: Satang;
  name: Texts;
  description: Texts;
  active: boolean;
}

export interface StaffAchievement extends AchievementFields {
  id: number;
  code: string;
  awarded: number;
}

interface Row {
  id: number;
  code: string;
  kind: AchievementKind;
  target: string;
  family: string | null;
  reward: string;
  name: Texts;
  description: Texts;
  active: boolean;
  awarded: number;
}

const select = (where: ReturnType<typeof sql>) => sql`
  select a.id, a.code, a.kind, a.target::text, a.family, a.reward::text, a.name, a.description, a.active,
    (select count(*)::int from member_achievements m where m.achievement_id = a.id) as awarded
  from achievements a ${where} order by a.id`;

const fromRow = (row: Row): StaffAchievement => ({
  ...row,
  target: Number(row.target),
  reward: satang(row.reward),
});

/** Every rule, active or not, with how many members reached it. */
export const staffAchievements = async (db: Database): Promise<{ items: StaffAchievement[] }> => ({
  items: rowsOf<Row>(await db.execute(select(sql``))).map(fromRow),
});

const one = async (db: Database, id: number): Promise<StaffAchievement | undefined> => {
  const [row] = rowsOf<Row>(await db.execute(select(sql`where a.id = ${id}`)));
  return row && fromRow(row);
};

const plain = (a: StaffAchievement | undefined) => a && { ...a, reward: a.reward.toString() };

/** Adds a rule. Audited. A code taken: ACHIEVEMENT_EXISTS. */
export const createAchievement = (
  db: Database,
  actor: AuditActor,
  input: AchievementFields & { code: string },
): Promise<StaffAchievement> =>
  withAudit(db, actor, async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into achievements (code, kind, target, family, reward, name, description, active)
        values (${input.code}, ${input.kind}, ${input.target}, ${input.family}, ${input.reward.toString()}::bigint,
          ${JSON.stringify(input.name)}::jsonb, ${JSON.stringify(input.description)}::jsonb, ${input.active})
        on conflict (code) do nothing
        returning id`),
    );
    if (!row) throw appError('ACHIEVEMENT_EXISTS');
    const created = (await one(tx, row.id)) as StaffAchievement;
    return {
      result: created,
      audit: {
        action: 'loyalty.achievements.create',
        targetType: 'achievement',
        targetId: String(row.id),
        before: null,
        after: plain(created),
      },
    };
  });

/** Changes a rule; `active: false` disables it (awards made stay). Audited. */
export const updateAchievement = (
  db: Database,
  actor: AuditActor,
  input: AchievementFields & { id: number },
): Promise<StaffAchievement> =>
  withAudit(db, actor, async (tx) => {
    const before = await one(tx, input.id);
    if (!before) throw appError('ACHIEVEMENT_NOT_FOUND');
    await tx.execute(sql`
      update achievements set kind = ${input.kind}, target = ${input.target}, family = ${input.family},
        reward = ${input.reward.toString()}::bigint, name = ${JSON.stringify(input.name)}::jsonb,
        description = ${JSON.stringify(input.description)}::jsonb, active = ${input.active}, updated_at = now()
      where id = ${input.id}`);
    const after = (await one(tx, input.id)) as StaffAchievement;
    return {
      result: after,
      audit: {
        action: 'loyalty.achievements.update',
        targetType: 'achievement',
        targetId: String(input.id),
        before: plain(before),
        after: plain(after),
      },
    };
  });
