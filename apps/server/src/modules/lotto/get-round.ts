import {
  hundredthsToRate,
  type AdminNumberRule,
  type AdminRoundDetail,
  type BetOption,
  type RateTable,
  type RoundFamily,
  type StoredPriceBounds,
  type StoredRateTier,
} from '@chokdee/domain';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { lottoRounds } from '../../db/schema/index.ts';
import { appError } from '../../platform/errors.ts';
import type { RoundRow } from './round-view.ts';
import { bkk } from '../../platform/bangkok-time.ts';
import { optionsOf, settingsOut, type SettingsView } from './lotto-edge.ts';
import { NO_SALES, isEditable, roundRowView, salesOf } from './round-rows.ts';

/** The round's settings as the edge shows them (also the before/after of its audit rows). */
export const roundSettingsView = (round: RoundRow): SettingsView =>
  settingsOut({
    rates: round.rates as RateTable,
    bounds: round.bounds as StoredPriceBounds,
    tiers: round.tiers as StoredRateTier[],
    roundMax: round.roundMax,
    cancelMinutes: round.cancelMinutes,
  });

export const findRules = async (db: Database, roundId: bigint): Promise<AdminNumberRule[]> => {
  const rows = rowsOf<{
    option: BetOption;
    number: string;
    rate: number | null;
    updated_at: string;
    updated_by: string | null;
  }>(
    await db.execute(sql`
      select r.option, r.number, r.rate, ${bkk('r.updated_at')} as updated_at, s.username as updated_by
      from lotto_number_rules r left join staff s on s.id = r.updated_by
      where r.round_id = ${roundId.toString()}::bigint
      order by r.option, r.number`),
  );
  return rows.map((r) => ({
    option: r.option,
    number: r.number,
    rate: r.rate === null ? null : hundredthsToRate(r.rate),
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
  }));
};

/** One round with its settings, sales and number rules; 404 when there is none. */
export const getAdminRound = async (
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<AdminRoundDetail> => {
  const [round] = await db
    .select()
    .from(lottoRounds)
    .where(eq(lottoRounds.id, BigInt(id)));
  if (!round) throw appError('ROUND_NOT_FOUND');
  const [sales, rules] = await Promise.all([salesOf(db, [round.id]), findRules(db, round.id)]);
  return {
    ...roundRowView(round, sales.get(round.id.toString()) ?? NO_SALES),
    options: optionsOf(round.family as RoundFamily),
    ...roundSettingsView(round),
    editable: isEditable(round, now),
    rules,
  };
};
