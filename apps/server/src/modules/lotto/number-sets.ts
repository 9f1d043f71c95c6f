import { NUMBER_SET_MAX, toBangkokIso, type NumberSetLine } from '@chokdee/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { numberSets } from '../../db/schema/index.ts';
import { appError } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/unique-violation.ts';

type NumberSetRow = typeof numberSets.$inferSelect;

const view = (row: NumberSetRow) => ({
  id: row.id.toString(),
  name: row.name,
  lines: row.lines as NumberSetLine[],
  updatedAt: toBangkokIso(row.updatedAt),
});

const nameTaken = (error: unknown): never => {
  if (uniqueViolation(error) === 'number_sets_member_name_idx') throw appError('NUMBER_SET_NAME_TAKEN');
  throw error;
};

export const listNumberSets = async (db: Database, memberId: bigint) =>
  (
    await db.select().from(numberSets).where(eq(numberSets.memberId, memberId)).orderBy(asc(numberSets.name))
  ).map(view);

export const createNumberSet = async (
  db: Database,
  memberId: bigint,
  input: { name: string; lines: NumberSetLine[] },
) => {
  const [{ value: kept } = { value: 0 }] = await db
    .select({ value: count() })
    .from(numberSets)
    .where(eq(numberSets.memberId, memberId));
  if (kept >= NUMBER_SET_MAX) throw appError('NUMBER_SETS_FULL');
  const [row] = await db
    .insert(numberSets)
    .values({ memberId, name: input.name, lines: input.lines })
    .returning()
    .catch(nameTaken);
  if (!row) throw new Error('number set insert answered no row');
  return view(row);
};

/** Only the member's own set: another member's id is 404 like a missing one. */
export const updateNumberSet = async (
  db: Database,
  memberId: bigint,
  input: { id: string; name: string; lines: NumberSetLine[] },
) => {
  const [row] = await db
    .update(numberSets)
    .set({ name: input.name, lines: input.lines, updatedAt: new Date() })
    .where(and(eq(numberSets.id, BigInt(input.id)), eq(numberSets.memberId, memberId)))
    .returning()
    .catch(nameTaken);
  if (!row) throw appError('NUMBER_SET_NOT_FOUND');
  return view(row);
};

export const deleteNumberSet = async (db: Database, memberId: bigint, id: string): Promise<void> => {
  const deleted = await db
    .delete(numberSets)
    .where(and(eq(numberSets.id, BigInt(id)), eq(numberSets.memberId, memberId)))
    .returning({ id: numberSets.id });
  if (deleted.length === 0) throw appError('NUMBER_SET_NOT_FOUND');
};
