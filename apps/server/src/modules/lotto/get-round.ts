import {
  hundredthsToRate,
  type AdminNumberRule,
  type AdminRoundDetail,
  type RateTable,
  type RoundFamily,
  type StoredPriceBounds,
  type StoredRateTier,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import type { RoundRow } from './round-view.ts';
import { findRoundRules } from './number-rules-repository.ts';
import { optionsOf, settingsOut, type SettingsView } from './lotto-edge.ts';
import { NO_SALES, isEditable, roundRowView, salesOf } from './round-rows.ts';
import { getRoundOr404 } from './rounds-repository.ts';

/** The round's settings as the edge shows them (also the before/after of its audit rows). */
export const roundSettingsView = (round: RoundRow): SettingsView =>
  settingsOut({
    rates: round.rates as RateTable,
    bounds: round.bounds as StoredPriceBounds,
    tiers: round.tiers as StoredRateTier[],
    roundMax: round.roundMax,
    cancelMinutes: round.cancelMinutes,
  });

export const findRules = async (db: Database, roundId: bigint): Promise<AdminNumberRule[]> =>
  (await findRoundRules(db, roundId)).map((r) => ({
    option: r.option,
    number: r.number,
    rate: r.rate === null ? null : hundredthsToRate(r.rate),
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
  }));

/** One round with its settings, sales and number rules; 404 when there is none. */
export const getAdminRound = async (
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<AdminRoundDetail> => {
  const round = await getRoundOr404(db, BigInt(id));
  const [sales, rules] = await Promise.all([salesOf(db, [round.id]), findRules(db, round.id)]);
  return {
    ...roundRowView(round, sales.get(round.id.toString()) ?? NO_SALES),
    options: optionsOf(round.family as RoundFamily),
    ...roundSettingsView(round),
    editable: isEditable(round, now),
    rules,
  };
};
