import {
  ZERO_SATANG,
  satang,
  toBangkokIso,
  type Satang,
  type AdminRoundRow,
  type AdminRoundStatus,
  type RoundFamily,
} from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { findRoundSales } from './exposure-repository.ts';
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

/** Sales of many rounds in one statement (exposure sums, so few rows, and the count of active poys). */
export const salesOf = async (
  db: Database,
  roundIds: readonly bigint[],
): Promise<Map<string, RoundSales>> => {
  if (roundIds.length === 0) return new Map();
  const rows = await findRoundSales(db, roundIds);
  return new Map(
    rows.map((r) => [r.round_id, { poys: Number(r.poys), stake: satang(r.stake), payout: satang(r.payout) }]),
  );
};

/** Rates, rules and the cancel window may change until the round closes (by time or by staff). */
export const isEditable = (round: RoundRow, now: Date): boolean =>
  (round.status === 'SCHEDULED' || round.status === 'OPEN') && now < round.closeAt;
