import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lottoResults, lottoRounds, poyLines, poys } from '../../db/schema/index.ts';

export type PoyRow = typeof poys.$inferSelect;
export type PoyLineRow = typeof poyLines.$inferSelect;

/** The confirmed result of a round joined on `lottoRounds.id` (at most one: a partial unique index). */
const confirmedResultOfRound = and(
  eq(lottoResults.roundId, lottoRounds.id),
  eq(lottoResults.status, 'CONFIRMED'),
);
const poyWithRound = {
  poy: poys,
  round: lottoRounds,
  confirmed: { result: lottoResults.result, input: lottoResults.input },
};

/** One of the member's poys with its round and that round's confirmed result (null while none). */
export const findMemberPoy = async (db: Database, memberId: bigint, poyId: bigint) => {
  const [found] = await db
    .select(poyWithRound)
    .from(poys)
    .innerJoin(lottoRounds, eq(lottoRounds.id, poys.roundId))
    .leftJoin(lottoResults, confirmedResultOfRound)
    .where(and(eq(poys.id, poyId), eq(poys.memberId, memberId)));
  return found;
};

/** A poy's lines in the order they were placed. */
export const findPoyLines = (db: Database, poyId: bigint): Promise<PoyLineRow[]> =>
  db.select().from(poyLines).where(eq(poyLines.poyId, poyId)).orderBy(asc(poyLines.id));

/**
 * The member's latest poys, optionally of some families or one round, each with its round, line
 * count and the round's confirmed result (one query).
 */
export const findMemberPoys = (
  db: Database,
  filter: { memberId: bigint; families?: readonly string[] | undefined; roundId?: bigint | undefined },
  limit: number,
) => {
  const lineCount = sql<number>`(select count(*)::int from ${poyLines} where ${poyLines.poyId} = ${poys.id})`;
  return db
    .select({ ...poyWithRound, lineCount })
    .from(poys)
    .innerJoin(lottoRounds, eq(lottoRounds.id, poys.roundId))
    .leftJoin(lottoResults, confirmedResultOfRound)
    .where(
      and(
        eq(poys.memberId, filter.memberId),
        filter.roundId === undefined ? undefined : eq(poys.roundId, filter.roundId),
        filter.families === undefined ? undefined : inArray(lottoRounds.family, [...filter.families]),
      ),
    )
    .orderBy(desc(poys.createdAt), desc(poys.id))
    .limit(limit);
};
