import {
  hundredthsToRate,
  satang,
  sumSatang,
  toBangkokIso,
  type PayMode,
  type poyDetailAnswer,
  type PublicResult,
  type RoundFamily,
} from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { publicResult } from './find-results.ts';
import { findMemberPoy, findPoyLines, type PoyRow } from './poy-views-repository.ts';
import { roundView, type RoundRow } from './round-view.ts';

const CANCEL_NEVER: readonly RoundFamily[] = ['yeekee', 'yeekee5min', 'pingpong'];

/**
 * A member may cancel an active poy until the round's cancel window before close (default 30
 * minutes); Yeekee-family poys never (lottery-domain.md "Round lifecycle").
 */
export const isCancellable = (poy: Pick<PoyRow, 'status'>, round: RoundRow, now: Date): boolean =>
  poy.status === 'ACTIVE' &&
  !CANCEL_NEVER.includes(round.family as RoundFamily) &&
  (round.status === 'SCHEDULED' || round.status === 'OPEN') &&
  now.getTime() < round.closeAt.getTime() - round.cancelMinutes * 60_000;

/** The stored FULL / DISCOUNT as the contract spells it. */
export const payModeOf = (stored: string): PayMode => (stored === 'DISCOUNT' ? 'discount' : 'full');

/** poys.one and every create, money in Satang (the serializer writes baht). */
export type PoyDetail = z.output<typeof poyDetailAnswer>;

/** What a poy answer shows of its round's result: only a confirmed one, never of a voided round. */
export const roundResultOf = (
  round: Pick<RoundRow, 'status'>,
  confirmed: { result: unknown; input: unknown } | null,
): PublicResult | null =>
  confirmed === null || round.status === 'VOIDED' ? null : publicResult(confirmed.result, confirmed.input);

/** One of the member's poys with its lines and, once there is one, its round's confirmed result (poys.one, and every create). Else 404. */
export const getPoyDetail = async (
  db: Database,
  memberId: bigint,
  poyId: bigint,
  now: Date,
): Promise<PoyDetail> => {
  const found = await findMemberPoy(db, memberId, poyId);
  if (!found) throw appError('POY_NOT_FOUND');
  const lines = await findPoyLines(db, poyId);
  const { poy, round, confirmed } = found;
  return {
    poyId: poy.id.toString(),
    betId: round.id.toString(),
    round: roundView(round, now),
    total: satang(poy.total),
    payMode: payModeOf(poy.payMode),
    discount: sumSatang(lines.map((l) => satang(l.discount))),
    status: poy.status,
    note: poy.note,
    createdAt: toBangkokIso(poy.createdAt),
    cancellable: isCancellable(poy, round, now),
    win: poy.win === null ? null : satang(poy.win),
    result: roundResultOf(round, confirmed),
    lines: lines.map((l) => ({
      number: l.number,
      option: l.option,
      price: satang(l.price),
      multiply: l.rate === null ? null : hundredthsToRate(l.rate),
      sets: l.sets,
      discount: satang(l.discount),
      win: l.win === null ? null : satang(l.win),
    })),
  };
};
