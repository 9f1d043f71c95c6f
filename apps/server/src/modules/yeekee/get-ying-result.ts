import { type YingResultView } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { findYingBySeq, getRoundShooting } from './find-yings.ts';

export const exportUrlOf = (roundId: string): string => `/api/yings.export?betId=${roundId}`;

/**
 * `ying-results.one`: once shooting is over and the draw has run — the stored result (computed
 * from the shots, docs/yeekee.md) with S, the 16th shot (sequence, number, masked shooter) and R,
 * or the VOIDED outcome (fewer than 20 shots, or voided by staff) with null result fields.
 * Before that: 400 (the result is not out yet).
 */
export const getYingResult = async (
  db: Database,
  roundId: string,
  now: Date = new Date(),
): Promise<YingResultView> => {
  const round = await getRoundShooting(db, roundId, now);
  const base = {
    betId: round.id,
    count: round.count,
    sum: round.sum.toString(),
    exportUrl: exportUrlOf(round.id),
  };
  if (round.status === 'VOIDED')
    return { ...base, status: 'VOIDED', sixteenth: null, r: null, top3: null, top2: null, bottom2: null };
  const [stored] = rowsOf<{
    input: { r: string; sixteenth: { seq: number } };
    result: { top3: string; top2: string; bottom2: string };
  }>(
    await db.execute(sql`
      select input, result from lotto_results
      where round_id = ${round.id}::bigint and status = 'CONFIRMED' and source = 'YEEKEE'`),
  );
  if (!round.shootingOver || !stored || (round.status !== 'DRAWN' && round.status !== 'SETTLED'))
    throw appError('YING_RESULT_NOT_OUT');
  return {
    ...base,
    status: round.status,
    sixteenth: await findYingBySeq(db, round.id, stored.input.sixteenth.seq),
    r: stored.input.r,
    top3: stored.result.top3,
    top2: stored.result.top2,
    bottom2: stored.result.bottom2,
  };
};
