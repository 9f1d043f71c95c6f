import {
  FOUR_D_FAMILIES,
  satang,
  toBangkokIso,
  type poySummaryAnswer,
  type RoundFamily,
} from '@chokdee/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { lottoResults, lottoRounds, poyLines, poys } from '../../db/schema/index.ts';
import { confirmedResultOfRound, isCancellable, roundResultOf } from './poy-view.ts';
import { betGroupOf } from './round-view.ts';

const MAX_POYS = 100;

const familiesOfGroup = (betGroup: string): string[] =>
  betGroup === 'gov4d' ? [...FOUR_D_FAMILIES] : [betGroup];

/** poys.all: the member's latest poys, optionally of one group or one round, with their line counts, wins and round results (one query). */
export const findPoys = async (
  db: Database,
  input: { memberId: bigint; betGroup?: string | undefined; betId?: bigint | undefined; now?: Date },
): Promise<z.output<typeof poySummaryAnswer>[]> => {
  const now = input.now ?? new Date();
  const lineCount = sql<number>`(select count(*)::int from ${poyLines} where ${poyLines.poyId} = ${poys.id})`;
  const rows = await db
    .select({
      poy: poys,
      round: lottoRounds,
      lineCount,
      confirmed: { result: lottoResults.result, input: lottoResults.input },
    })
    .from(poys)
    .innerJoin(lottoRounds, eq(lottoRounds.id, poys.roundId))
    .leftJoin(lottoResults, confirmedResultOfRound)
    .where(
      and(
        eq(poys.memberId, input.memberId),
        input.betId === undefined ? undefined : eq(poys.roundId, input.betId),
        input.betGroup ? inArray(lottoRounds.family, familiesOfGroup(input.betGroup)) : undefined,
      ),
    )
    .orderBy(desc(poys.createdAt), desc(poys.id))
    .limit(MAX_POYS);
  return rows.map(({ poy, round, lineCount: count, confirmed }) => ({
    poyId: poy.id.toString(),
    betId: round.id.toString(),
    betGroup: betGroupOf(round.family as RoundFamily),
    betType: round.family,
    roundName: round.name,
    dt: round.drawDate,
    total: satang(poy.total),
    status: poy.status,
    lineCount: Number(count),
    createdAt: toBangkokIso(poy.createdAt),
    cancellable: isCancellable(poy, round, now),
    win: poy.win === null ? null : satang(poy.win),
    result: roundResultOf(round, confirmed),
  }));
};
