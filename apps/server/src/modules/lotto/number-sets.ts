import { NUMBER_SET_MAX, toBangkokIso, type NumberSetLine } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { uniqueViolation } from '../../platform/unique-violation.ts';
import {
  countMemberSets,
  deleteMemberSet,
  findMemberSets,
  insertSet,
  updateMemberSet,
  type NumberSetRow,
} from './number-sets-repository.ts';

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
  (await findMemberSets(db, memberId)).map(view);

export const createNumberSet = async (
  db: Database,
  memberId: bigint,
  input: { name: string; lines: NumberSetLine[] },
) => {
  if ((await countMemberSets(db, memberId)) >= NUMBER_SET_MAX) throw appError('NUMBER_SETS_FULL');
  const row = await insertSet(db, { memberId, name: input.name, lines: input.lines }).catch(nameTaken);
  if (!row) throw new Error('number set insert answered no row');
  return view(row);
};

/** Only the member's own set: another member's id is 404 like a missing one. */
export const updateNumberSet = async (
  db: Database,
  memberId: bigint,
  input: { id: string; name: string; lines: NumberSetLine[] },
) => {
  const row = await updateMemberSet(db, memberId, {
    id: BigInt(input.id),
    name: input.name,
    lines: input.lines,
  }).catch(nameTaken);
  if (!row) throw appError('NUMBER_SET_NOT_FOUND');
  return view(row);
};

export const deleteNumberSet = async (db: Database, memberId: bigint, id: string): Promise<void> => {
  if (!(await deleteMemberSet(db, memberId, BigInt(id)))) throw appError('NUMBER_SET_NOT_FOUND');
};
