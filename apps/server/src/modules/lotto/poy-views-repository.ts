import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-statements.ts';
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

// Every poys.create answers with these two: prepared once per database handle, not built per call.
const memberPoyQuery = preparedPerDb((db) =>
  db
    .select(poyWithRound)
    .from(poys)
    .innerJoin(lottoRounds, eq(lottoRounds.id, poys.roundId))
    .leftJoin(lottoResults, confirmedResultOfRound)
    .where(and(eq(poys.id, sql.placeholder('poyId')), eq(poys.memberId, sql.placeholder('memberId'))))
    .prepare('member_poy'),
);

const poyLinesQuery = preparedPerDb((db) =>
  db
    .select()
    .from(poyLines)
    .where(eq(poyLines.poyId, sql.placeholder('poyId')))
    .orderBy(asc(poyLines.id))
    .prepare('poy_lines'),
);

/** One of the member's poys with its round and that round's confirmed result (null while none). */
export const findMemberPoy = async (db: Database, memberId: bigint, poyId: bigint) => {
  const [found] = await memberPoyQuery(db).execute({
    poyId: poyId.toString(),
    memberId: memberId.toString(),
  });
  return found;
};

/** A poy's lines in the order they were placed. */
export const findPoyLines = (db: Database, poyId: bigint): Promise<PoyLineRow[]> =>
  poyLinesQuery(db).execute({ poyId: poyId.toString() });

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
