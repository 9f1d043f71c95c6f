import {
  ZERO_SATANG,
  satang,
  toBangkokIso,
  type Satang,
  type AdminRoundRow,
  type AdminRoundStatus,
  type RoundFamily,
} from '@chokdee/domain';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { lottoRounds } from '../../db/schema/index.ts';
import { appError } from '../../platform/errors.ts';
import type { RoundRow } from './round-view.ts';

/** Sold stake, potential payout (satang) and active poys of a round. */
export interface RoundSales {
  poys: number;
  stake: Satang;
  payout: Satang;
}
export const NO_SALES: RoundSales = { poys: 0, stake: ZERO_SATANG, payout: ZERO_SATANG };

export const roundRowView = (round: RoundRow, sales: RoundSales): AdminRoundRow => ({
  id: round.id.toString(),
  family: round.family as RoundFamily,
  drawDate: round.drawDate,
  roundNo: round.roundNo,
  name: round.name,
  status: round.status as AdminRoundStatus,
  openAt: toBangkokIso(round.openAt),
  closeAt: toBangkokIso(round.closeAt),
  resultAt: toBangkokIso(round.resultAt),
  poys: sales.poys,
  stake: sales.stake,
  payout: sales.payout,
});

/**
 * Sales of many rounds in one statement: exposure sums (one row per number, so few rows) and the
 * count of active poys (poys_round_idx).
 */
export const salesOf = async (
  db: Database,
  roundIds: readonly bigint[],
): Promise<Map<string, RoundSales>> => {
  if (roundIds.length === 0) return new Map();
  const ids = `{${roundIds.join(',')}}`;
  const rows = rowsOf<{ round_id: string; stake: string; payout: string; poys: number }>(
    await db.execute(sql`
      select r.id::text as round_id,
        coalesce((select sum(e.stake) from lotto_exposure e where e.round_id = r.id), 0)::text as stake,
        coalesce((select sum(e.payout) from lotto_exposure e where e.round_id = r.id), 0)::text as payout,
        (select count(*) from poys p where p.round_id = r.id and p.status = 'ACTIVE')::int as poys
      from unnest(${ids}::bigint[]) as r(id)`),
  );
  return new Map(
    rows.map((r) => [r.round_id, { poys: Number(r.poys), stake: satang(r.stake), payout: satang(r.payout) }]),
  );
};

/** Rates, rules and the cancel window may change until the round closes (by time or by staff). */
export const isEditable = (round: RoundRow, now: Date): boolean =>
  (round.status === 'SCHEDULED' || round.status === 'OPEN') && now < round.closeAt;

/**
 * The round under FOR UPDATE: placement holds it FOR SHARE while it prices a slip, so a staff
 * change waits for slips in flight and every later slip sees the change.
 */
export const lockRound = async (tx: Database, id: string): Promise<RoundRow> => {
  const [round] = await tx
    .select()
    .from(lottoRounds)
    .where(eq(lottoRounds.id, BigInt(id)))
    .for('update');
  if (!round) throw appError('ROUND_NOT_FOUND');
  return round;
};
