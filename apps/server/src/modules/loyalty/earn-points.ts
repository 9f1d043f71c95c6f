import type { PointFamily } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { postBulkCredits, type MoneyTx } from '../wallet/index.ts';

/** One settled stake: its member, its turnover (satang) and what it is (`poy:<id>`, `game-bet:<id>`). */
export interface SettledStake {
  memberId: bigint;
  turnover: bigint;
  source: string;
}

/**
 * Loyalty points for stakes of one family that settled in the caller's money transaction
 * (docs/growth.md): one statement writes every stake's earning at the family's rate — rounded
 * down, the remainder kept on the row, never paid (pointsOf's rule, in SQL) — once per source;
 * one bulk posting credits each member's POINTS from HOUSE_LOYALTY (LOYALTY_EARN, key
 * `points:<source>`). A constant number of statements whatever the number of stakes; a stake
 * settled again (a corrected result, a second win call) earns nothing more.
 */
export const earnPoints = async (
  tx: MoneyTx,
  family: PointFamily,
  stakes: readonly SettledStake[],
): Promise<bigint> => {
  if (stakes.length === 0) return 0n;
  const rows = stakes.map((s) => ({
    member_id: s.memberId.toString(),
    turnover: s.turnover.toString(),
    source: s.source,
  }));
  const earned = rowsOf<{ member_id: string; points: string; source: string }>(
    await tx.execute(sql`
      insert into loyalty_earnings (source, member_id, family, turnover, rate_bp, points, remainder)
      select s.source, s.member_id, r.family, s.turnover, r.rate_bp,
        s.turnover * r.rate_bp / 10000, (s.turnover * r.rate_bp % 10000)::int
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(member_id bigint, turnover bigint, source text)
      join loyalty_rates r on r.family = ${family}
      where s.turnover > 0
      order by s.source
      on conflict (source) do nothing
      returning member_id::text, points::text, source`),
  );
  const credits = earned
    .filter((row) => BigInt(row.points) > 0n)
    .map((row) => ({
      memberId: BigInt(row.member_id),
      amount: BigInt(row.points),
      idempotencyKey: `points:${row.source}`,
      refId: row.source,
    }));
  const posted = await postBulkCredits(tx, {
    type: 'LOYALTY_EARN',
    kind: 'POINTS',
    house: 'HOUSE_LOYALTY',
    refType: 'loyalty-earn',
    credits,
  });
  return posted.amount;
};
