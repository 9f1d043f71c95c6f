/**
 * The constraint name of a PostgreSQL unique violation (SQLSTATE 23505), else undefined.
 * Drizzle wraps driver errors, so the driver's error may sit in `cause`.
 */
export const uniqueViolation = (error: unknown): string | undefined => {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const pgError = e as { code?: unknown; constraint?: unknown };
    if (pgError.code === '23505') return typeof pgError.constraint === 'string' ? pgError.constraint : '';
  }
  return undefined;
};
