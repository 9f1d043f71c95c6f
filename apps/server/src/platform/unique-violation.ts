import { pgErrorOf } from '../db/pg-error.ts';

/** The constraint name of a PostgreSQL unique violation (SQLSTATE 23505), else undefined. */
export const uniqueViolation = (error: unknown): string | undefined => {
  const pgError = pgErrorOf(error);
  return pgError?.code === '23505' ? (pgError.constraint ?? '') : undefined;
};
