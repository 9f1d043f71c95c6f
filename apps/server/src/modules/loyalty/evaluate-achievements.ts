import { ACHIEVEMENT_KINDS } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { postBulkCredits, runMoneyTransaction } from '../wallet/index.ts';
import { kindProgress } from './achievement-progress.ts';

export interface AchievementRun {
  /** Awards written now (0 when every reached achievement was awarded before). */
  awarded: number;
  /** Rewards paid now, satang. */
  paid: bigint;
}

/**
 * Awards every achievement every member has reached, in one money transaction: per kind, one
 * statement computes every member's progress toward every active rule of that kind and inserts
 * an award row for each reached one — `ON CONFLICT DO NOTHING` on (achievement, member), so a
 * second run, or a run on another node at the same time, awards nothing twice — then one bulk
 * posting pays the new awards' rewards (ACHIVEMENT_ADDMONEY from HOUSE_PROMOTIONS, key
 * `achievement:<id>:<member>`). A constant number of statements whatever the number of members.
 */
export const evaluateAchievements = (db: Database): Promise<AchievementRun> =>
  runMoneyTransaction(db, async (tx) => {
    const awards: { achievement_id: number; member_id: string; reward: string }[] = [];
    for (const kind of ACHIEVEMENT_KINDS)
      awards.push(
        ...rowsOf<{ achievement_id: number; member_id: string; reward: string }>(
          await tx.execute(sql`
            with reached as (${kindProgress(kind)})
            insert into member_achievements (achievement_id, member_id, reward)
            select achievement_id, member_id, reward from reached where progress >= target
            order by achievement_id, member_id
            on conflict (achievement_id, member_id) do nothing
            returning achievement_id, member_id::text, reward::text`),
        ),
      );
    const paid = await postBulkCredits(tx, {
      type: 'ACHIVEMENT_ADDMONEY',
      house: 'HOUSE_PROMOTIONS',
      refType: 'achievement',
      credits: awards
        .filter((a) => BigInt(a.reward) > 0n)
        .map((a) => ({
          memberId: BigInt(a.member_id),
          amount: BigInt(a.reward),
          idempotencyKey: `achievement:${a.achievement_id}:${a.member_id}`,
          refId: String(a.achievement_id),
        })),
    });
    return { awarded: awards.length, paid: paid.amount };
  });
