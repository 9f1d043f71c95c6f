import { satang, type Satang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { movedByDaySql } from '../wallet/index.ts';

export interface LoyaltyDay {
  day: string;
  issued: Satang;
  redeemed: Satang;
  redeemedMoney: Satang;
  awards: number;
  rewards: Satang;
  /** Affiliate commissions paid (AF_COMMISSION entries). */
  commission: Satang;
  /** Promotion bonuses granted (PROMOTION_BONUS entries). */
  bonuses: Satang;
}

/**
 * The back office's growth report: per +07:00 day of the last `days`, newest first, the points
 * issued (earnings) and redeemed, the cash the redemptions paid, the achievements awarded and their
 * rewards, the affiliate commissions paid and the promotion bonuses granted (those two from the
 * ledger). Days without any are left out. Each source read by its time index.
 */
export const loyaltyReport = async (db: Database, days: number): Promise<{ days: LoyaltyDay[] }> => {
  const since = sql`((date_trunc('day', (now() at time zone 'UTC') + interval '7 hours') - make_interval(days => ${days - 1}) - interval '7 hours') at time zone 'UTC')`;
  const day = (column: string) =>
    sql.raw(`to_char(${column} at time zone 'UTC' + interval '7 hours', 'YYYY-MM-DD')`);
  const rows = rowsOf<{
    day: string;
    issued: string;
    redeemed: string;
    redeemed_money: string;
    awards: number;
    rewards: string;
    commission: string;
    bonuses: string;
  }>(
    await db.execute(sql`
      with lines as (
        select ${day('created_at')} as day, points as issued, 0 as redeemed, 0 as redeemed_money, 0 as awards, 0 as rewards
        from loyalty_earnings where created_at >= ${since}
        union all
        select ${day('created_at')}, 0, points, money, 0, 0 from loyalty_redemptions where created_at >= ${since}
        union all
        select ${day('achieved_at')}, 0, 0, 0, 1, reward from member_achievements where achieved_at >= ${since}),
      paid as (${movedByDaySql(since, sql`e.type in ('AF_COMMISSION', 'PROMOTION_BONUS')`)}),
      all_lines as (
        select day, issued, redeemed, redeemed_money, awards, rewards, 0 as commission, 0 as bonuses from lines
        union all
        select to_char(day, 'YYYY-MM-DD'), 0, 0, 0, 0, 0,
          case when type = 'AF_COMMISSION' then amount else 0 end, case when type = 'PROMOTION_BONUS' then amount else 0 end
        from paid)
      select day, sum(issued)::text as issued, sum(redeemed)::text as redeemed,
        sum(redeemed_money)::text as redeemed_money, sum(awards)::int as awards, sum(rewards)::text as rewards,
        sum(commission)::text as commission, sum(bonuses)::text as bonuses
      from all_lines group by day order by day desc`),
  );
  return {
    days: rows.map((r) => ({
      day: r.day,
      issued: satang(r.issued),
      redeemed: satang(r.redeemed),
      redeemedMoney: satang(r.redeemed_money),
      awards: r.awards,
      rewards: satang(r.rewards),
      commission: satang(r.commission),
      bonuses: satang(r.bonuses),
    })),
  };
};
