import { computeYeekeeResult, SHOOTING_FAMILIES, YEEKEE_MIN_SHOTS } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { refundRoundPoys } from '../lotto/refund-round-poys.ts';
import { settleRound } from '../lotto/settle-round.ts';
import { runMoneyTransaction } from '../wallet/index.ts';
import { payShooterBonuses } from './shooter-bonus.ts';

const SHOOTING = sql.raw(`(${SHOOTING_FAMILIES.map((f) => `'${f}'`).join(', ')})`);
const OPEN_STATUSES = sql.raw(`('SCHEDULED', 'OPEN', 'CLOSED', 'SHOOTING')`);

export type DrawOutcome =
  | { kind: 'busy' }
  | { kind: 'drawn'; resultId: string; count: number; bonus: bigint }
  | { kind: 'voided'; count: number; refunded: bigint };

/**
 * Ends the shooting of one round whose result time has passed, in one money transaction:
 *  1. lock the round row (SKIP LOCKED: another node on it → 'busy'; not open any more → 'busy').
 *     NO KEY UPDATE: the shots' foreign-key checks hold KEY SHARE on it, which must not make the
 *     draw skip the round while the last shots are in flight;
 *  2. close its counter under the counter's row lock — shots in flight commit first, later ones
 *     find it closed — so the list read next is final and is exactly what the export publishes;
 *  3. compute the result from that list with the domain function (the same one the browser runs);
 *  4. fewer than 20 shots: refund every poy (ABORT_POY) and VOID the round; otherwise store the
 *     result as a CONFIRMED `YEEKEE` row (nobody enters or confirms it), mark the round DRAWN so
 *     that the existing settlement pays WIN_YEEKEE, and pay the shooter bonuses (YING_WIN).
 * Idempotent: the status check under the lock, the unique (round, version) key and the ledger keys.
 */
export const drawShootingRound = async (
  db: Database,
  roundId: string,
  now: Date = new Date(),
): Promise<DrawOutcome> =>
  runMoneyTransaction(db, async (tx): Promise<DrawOutcome> => {
    const [round] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id::text from lotto_rounds
        where id = ${roundId}::bigint and family in ${SHOOTING} and status in ${OPEN_STATUSES}
          and result_at <= ${now.toISOString()}::timestamptz
        for no key update skip locked`),
    );
    if (!round) return { kind: 'busy' };
    const [counter] = rowsOf<{ count: number; sum: string }>(
      await tx.execute(sql`
        insert into lotto_ying_counters (round_id, closed) values (${round.id}::bigint, true)
        on conflict (round_id) do update set closed = true
        returning count, sum::text`),
    );
    const shots = rowsOf<{ seq: number; ying_number: string; member_id: string }>(
      await tx.execute(sql`
        select seq, ying_number, member_id::text from lotto_yings where round_id = ${round.id}::bigint order by seq`),
    ).map((s) => ({ seq: Number(s.seq), yingNumber: s.ying_number, memberId: BigInt(s.member_id) }));
    // The counter and the list are written together by every shot; disagreeing means corruption.
    if (shots.length !== Number(counter?.count ?? 0) || shots.some((s, i) => s.seq !== i + 1))
      throw new Error(`round ${round.id}: counter ${counter?.count} disagrees with ${shots.length} shots`);

    const draw = computeYeekeeResult(shots);
    if (!draw) {
      const refund = await refundRoundPoys(tx, BigInt(round.id), {
        reason: { code: 'YEEKEE_TOO_FEW_SHOTS', params: { min: YEEKEE_MIN_SHOTS } },
        now,
      });
      await tx.execute(sql`update lotto_rounds set status = 'VOIDED' where id = ${round.id}::bigint`);
      return { kind: 'voided', count: shots.length, refunded: refund.refunded };
    }
    if (draw.sum.toString() !== counter?.sum)
      throw new Error(`round ${round.id}: counter sum ${counter?.sum} but shots sum ${draw.sum}`);
    const input = {
      kind: 'yeekee',
      count: shots.length,
      sum: draw.sum.toString(),
      sixteenth: draw.sixteenth,
      r: draw.r.toString(),
    };
    const [stored] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into lotto_results (round_id, version, input, result, status, source, decided_at)
        values (${round.id}::bigint, 1, ${JSON.stringify(input)}::jsonb, ${JSON.stringify(draw.result)}::jsonb,
          'CONFIRMED', 'YEEKEE', ${now.toISOString()}::timestamptz)
        returning id::text`),
    );
    await tx.execute(sql`update lotto_rounds set status = 'DRAWN' where id = ${round.id}::bigint`);
    const byseq = (seq: number) => shots[seq - 1]!;
    const bonus = await payShooterBonuses(tx, round.id, {
      sixteenth: byseq(draw.sixteenth.seq),
      last: byseq(shots.length),
    });
    return { kind: 'drawn', resultId: stored?.id ?? '', count: shots.length, bonus };
  });

/**
 * The scheduler step: draws every shooting round whose result time has passed (any node may run
 * it at the same time), then settles each drawn one at once rather than at the next settle tick.
 */
export const drawShootingRounds = async (db: Database, now: Date = new Date()): Promise<DrawOutcome[]> => {
  const due = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id::text from lotto_rounds
      where family in ${SHOOTING} and status in ${OPEN_STATUSES} and result_at <= ${now.toISOString()}::timestamptz
      order by result_at, id limit 20`),
  );
  const outcomes: DrawOutcome[] = [];
  for (const round of due) {
    const outcome = await drawShootingRound(db, round.id, now);
    if (outcome.kind === 'drawn') await settleRound(db, BigInt(round.id));
    outcomes.push(outcome);
  }
  return outcomes;
};
