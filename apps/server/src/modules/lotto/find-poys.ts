import { satang, toBangkokIso, type poySummaryAnswer, type RoundFamily } from '@chokdee/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { isCancellable, payModeOf, roundResultOf } from './poy-view.ts';
import { findMemberPoys } from './poy-views-repository.ts';
import { betGroupOf } from './round-view.ts';

const MAX_POYS = 100;

/** poys.all: the member's latest poys, optionally of some families or one round, with their line counts, wins and round results (one query). */
export const findPoys = async (
  db: Database,
  input: {
    memberId: bigint;
    families?: readonly string[] | undefined;
    roundId?: bigint | undefined;
    now?: Date;
  },
): Promise<z.output<typeof poySummaryAnswer>[]> => {
  const now = input.now ?? new Date();
  const rows = await findMemberPoys(
    db,
    {
      memberId: input.memberId,
      families: input.families,
      roundId: input.roundId,
    },
    MAX_POYS,
  );
  return rows.map(({ poy, round, lineCount, confirmed }) => ({
    poyId: poy.id.toString(),
    betId: round.id.toString(),
    betGroup: betGroupOf(round.family as RoundFamily),
    betType: round.family,
    roundName: round.name,
    dt: round.drawDate,
    total: satang(poy.total),
    payMode: payModeOf(poy.payMode),
    status: poy.status,
    lineCount: Number(lineCount),
    createdAt: toBangkokIso(poy.createdAt),
    cancellable: isCancellable(poy, round, now),
    win: poy.win === null ? null : satang(poy.win),
    result: roundResultOf(round, confirmed),
  }));
};
