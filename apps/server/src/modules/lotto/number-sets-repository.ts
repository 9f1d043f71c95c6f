import type { NumberSetLine } from '@chokdee/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { numberSets } from '../../db/schema/index.ts';

/** The number_sets table: a member's saved number lists (the (member, name) pair is unique). */

export type NumberSetRow = typeof numberSets.$inferSelect;

export const findMemberSets = async (db: Database, memberId: bigint): Promise<NumberSetRow[]> =>
  db.select().from(numberSets).where(eq(numberSets.memberId, memberId)).orderBy(asc(numberSets.name));

export const countMemberSets = async (db: Database, memberId: bigint): Promise<number> => {
  const [{ value } = { value: 0 }] = await db
    .select({ value: count() })
    .from(numberSets)
    .where(eq(numberSets.memberId, memberId));
  return value;
};

export const insertSet = async (
  db: Database,
  row: { memberId: bigint; name: string; lines: NumberSetLine[] },
): Promise<NumberSetRow | undefined> => {
  const [inserted] = await db.insert(numberSets).values(row).returning();
  return inserted;
};

/** Only the member's own set: undefined for another member's id like for a missing one. */
export const updateMemberSet = async (
  db: Database,
  memberId: bigint,
  change: { id: bigint; name: string; lines: NumberSetLine[] },
): Promise<NumberSetRow | undefined> => {
  const [row] = await db
    .update(numberSets)
    .set({ name: change.name, lines: change.lines, updatedAt: new Date() })
    .where(and(eq(numberSets.id, change.id), eq(numberSets.memberId, memberId)))
    .returning();
  return row;
};

/** Answers whether the member had that set. */
export const deleteMemberSet = async (db: Database, memberId: bigint, id: bigint): Promise<boolean> => {
  const deleted = await db
    .delete(numberSets)
    .where(and(eq(numberSets.id, id), eq(numberSets.memberId, memberId)))
    .returning({ id: numberSets.id });
  return deleted.length > 0;
};
