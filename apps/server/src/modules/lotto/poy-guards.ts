import { NUMBER_CLOSED_MESSAGE, type PoyLineProblem } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { AppError, appError } from '../../platform/errors.ts';
import { firstUnderKey } from '../../platform/idempotency/index.ts';
import { idempotencyMismatch } from '../wallet/index.ts';
import { findPoyByKey } from './poys-repository.ts';

const FIELD_OF: Record<PoyLineProblem['code'], string> = {
  UNKNOWN_OPTION: 'option',
  OPTION_NOT_SOLD: 'option',
  NUMBER_LENGTH: 'number',
  NUMBER_CLOSED: 'number',
  PRICE: 'price',
  PRICE_BOUNDS: 'price',
};

/** The poy's line problems as the contract's 400 VALIDATION, keyed `lines.<i>.<field>`. */
export const lineProblems = (problems: readonly PoyLineProblem[]): AppError => {
  const fields = Object.fromEntries(problems.map((p) => [`lines.${p.index}.${FIELD_OF[p.code]}`, p.message]));
  return new AppError('VALIDATION', undefined, {
    fields,
    message: problems[0]?.message ?? NUMBER_CLOSED_MESSAGE,
  });
};

export const roundClosed = (): AppError => appError('ROUND_CLOSED');

/** A poy found under an Idempotency-Key: its id when the body is the same (a replay), 409 when it is not. */
const replayOf = (
  found: { id: bigint; requestHash: string } | null | undefined,
  hash: string,
): bigint | null => {
  if (!found) return null;
  if (found.requestHash !== hash) throw idempotencyMismatch();
  return found.id;
};

/**
 * The poy an Idempotency-Key already made: its id when the body is the same, 409 when it is not,
 * null when the key is new (or absent).
 */
export const findReplayedPoy = async (
  db: Database,
  memberId: bigint,
  key: string | undefined,
  hash: string,
): Promise<bigint | null> => {
  if (!key) return null;
  return replayOf(await findPoyByKey(db, memberId, key), hash);
};

/**
 * Runs a placement whose key was new a moment ago; when a concurrent request with the same
 * Idempotency-Key won the race (the unique index refused this one), answers the winner's poy instead.
 */
export const placeOnce = (
  db: Database,
  memberId: bigint,
  key: string | undefined,
  hash: string,
  place: () => Promise<bigint>,
): Promise<bigint> =>
  firstUnderKey('poys_member_idempotency_idx', place, () => findReplayedPoy(db, memberId, key, hash));

/** A placement under an Idempotency-Key: a replay answers the first poy, a new key places once. */
export const withPoyIdempotency = async (
  db: Database,
  memberId: bigint,
  key: string | undefined,
  hash: string,
  place: () => Promise<bigint>,
): Promise<bigint> =>
  (await findReplayedPoy(db, memberId, key, hash)) ?? placeOnce(db, memberId, key, hash, place);
