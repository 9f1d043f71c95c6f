import { winningNumbers, winTransactionType } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { earnPoints } from '../loyalty/index.ts';
import { notifyPoysWon } from '../notifications/index.ts';
import { type MoneyTx, postBulkCredits, postEntry, runMoneyTransaction } from '../wallet/index.ts';
import {
  countPoysToSettle,
  findDrawnRoundIds,
  lockRoundToSettle,
  markRoundSettled,
  settlePoyBatch,
  type SettledPoy,
  type Winner,
} from './settlement-repository.ts';
import { takeBackWin } from './take-back-win.ts';

/** Poys per settlement transaction: bounded lock time on members' cash rows, resumable progress. */
export const SETTLE_BATCH_POYS = 2_000;

export interface SettleOptions {
  batchPoys?: number;
  /** Test seam: runs inside each batch transaction after its money moved (a throw = a crash before COMMIT). */
  beforeCommit?: (batch: number) => void;
}

export interface SettleSummary {
  /** Poys settled (or re-settled after a correction) by this call. */
  poys: number;
  /** Wins credited by this call, satang. */
  paid: bigint;
  /** Wins of a corrected result taken back by this call, satang. */
  takenBack: bigint;
  /** True when the round is SETTLED against its confirmed result. */
  settled: boolean;
}

/**
 * Settles a DRAWN round against its CONFIRMED result, in batches of poys, each one transaction:
 *  1. lock the round row (SKIP LOCKED: a node finding it locked leaves it to the node working on it);
 *  2. claim the next poys still to settle — ACTIVE, or SETTLED against an older result (a correction);
 *  3. one UPDATE marks every line of the batch won or lost with its win (a join with the winning
 *     numbers the domain's rules produce), one UPDATE sets each poy's total win and SETTLED;
 *  4. money, through the ledger: the batch's stakes move from bets-in-play to revenue (one entry),
 *     first-time wins are credited in bulk (WIN_*, key `win:<poy>:<result>`) and their stakes earn
 *     loyalty points in bulk (LOYALTY_EARN, key `points:poy:<id>`); a corrected poy whose
 *     win changed gets its new win and its old win taken back (take-back-win.ts).
 * A crash loses at most the open batch (rolled back); the next run continues where the last
 * commit left off. Poy status and ledger keys both make a second payment impossible.
 */
export const settleRound = async (
  db: Database,
  roundId: bigint,
  options: SettleOptions = {},
): Promise<SettleSummary> => {
  const summary: SettleSummary = { poys: 0, paid: 0n, takenBack: 0n, settled: false };
  for (let batch = 1; ; batch++) {
    const step = await runMoneyTransaction(db, (tx) =>
      settleBatch(tx, roundId, options.batchPoys ?? SETTLE_BATCH_POYS, () => options.beforeCommit?.(batch)),
    );
    // Busy: another node holds the round. Claimed nothing yet not settled cannot happen (every poy
    // has lines); stopping there rather than looping leaves it to the next scheduler tick.
    if (step === 'busy' || (step.poys === 0 && !step.settled)) return summary;
    summary.poys += step.poys;
    summary.paid += step.paid;
    summary.takenBack += step.takenBack;
    if (step.settled) return { ...summary, settled: true };
  }
};

/** The scheduler step: settles every DRAWN round (any node may run it at the same time). */
export const settleDrawnRounds = async (db: Database): Promise<number> => {
  let settled = 0;
  for (const id of await findDrawnRoundIds(db)) if ((await settleRound(db, BigInt(id))).settled) settled += 1;
  return settled;
};

type BatchOutcome = 'busy' | (Omit<SettleSummary, 'settled'> & { settled: boolean });

const settleBatch = async (
  tx: MoneyTx,
  roundId: bigint,
  batchPoys: number,
  beforeCommit: () => void,
): Promise<BatchOutcome> => {
  const round = await lockRoundToSettle(tx, roundId);
  if (!round) return 'busy';
  const winners = winningNumbers(round.result).map((w): Winner => ({
    option: w.option,
    number: w.number,
    // JSON has no bigint: the prize travels as text and PostgreSQL reads it as bigint.
    set_prize: w.setPrize?.toString() ?? null,
  }));
  const poys = await settlePoyBatch(tx, round, winners, batchPoys);
  const outcome = { poys: poys.length, paid: 0n, takenBack: 0n, settled: false };
  const winType = winTransactionType(round.family);
  const firstTime = poys.filter((p) => p.old_status === 'ACTIVE');
  await moveStakesToRevenue(tx, round.id, firstTime);
  const credits = firstTime
    .filter((p) => BigInt(p.win) > 0n)
    .map((p) => ({
      memberId: BigInt(p.member_id),
      amount: BigInt(p.win),
      idempotencyKey: `win:${p.id}:${round.result_id}`,
      refId: p.id,
    }));
  outcome.paid += (
    await postBulkCredits(tx, { type: winType, house: 'HOUSE_REVENUE', refType: 'poy', credits })
  ).amount;
  // Loyalty points on the settled stakes, in bulk (docs/growth.md); a correction earns none again.
  await earnPoints(
    tx,
    round.family,
    firstTime.map((p) => ({
      memberId: BigInt(p.member_id),
      turnover: BigInt(p.total),
      source: `poy:${p.id}`,
    })),
  );
  await notifyPoysWon(
    tx,
    credits.map((c) => c.refId),
  );

  // Corrections: only poys whose line outcomes changed get entries (the new win, then the old one
  // taken back), so the member's statement shows both; usually few, each in member order.
  const corrected = poys.filter((p) => p.old_status === 'SETTLED' && p.changed);
  corrected.sort((a, b) => Number(BigInt(a.member_id) - BigInt(b.member_id)));
  for (const poy of corrected) {
    const memberId = BigInt(poy.member_id);
    const win = BigInt(poy.win);
    if (win > 0n) {
      await postEntry(tx, {
        type: winType,
        lines: [
          { account: { memberId, kind: 'CASH' }, amount: win },
          { account: { house: 'HOUSE_REVENUE' }, amount: -win },
        ],
        idempotencyKey: `win:${poy.id}:${round.result_id}`,
        ref: { type: 'poy', id: poy.id },
      });
      outcome.paid += win;
    }
    const oldWin = BigInt(poy.old_win ?? '0');
    if (oldWin > 0n)
      outcome.takenBack += await takeBackWin(tx, {
        memberId,
        poyId: poy.id,
        oldResultId: poy.old_result_id ?? '',
        newResultId: round.result_id,
        amount: oldWin,
      });
  }

  if ((await countPoysToSettle(tx, round)) === 0) {
    await markRoundSettled(tx, round);
    outcome.settled = true;
  }
  beforeCommit();
  return outcome;
};

/** The stakes of newly settled poys leave bets-in-play for revenue (wins are paid from revenue). */
const moveStakesToRevenue = async (
  tx: MoneyTx,
  roundId: string,
  poys: readonly SettledPoy[],
): Promise<void> => {
  if (poys.length === 0) return;
  const stake = poys.reduce((sum, p) => sum + BigInt(p.total), 0n);
  const ids = poys.map((p) => BigInt(p.id));
  const first = ids.reduce((a, b) => (a < b ? a : b));
  const last = ids.reduce((a, b) => (a > b ? a : b));
  await postEntry(tx, {
    type: 'SETTLE_BETS',
    lines: [
      { account: { house: 'HOUSE_BETS_IN_PLAY' }, amount: -stake },
      { account: { house: 'HOUSE_REVENUE' }, amount: stake },
    ],
    idempotencyKey: `settle-bets:${roundId}:${first}-${last}`,
    ref: { type: 'lotto_round', id: roundId },
  });
};
