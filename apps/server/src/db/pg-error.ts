/** The fields of a PostgreSQL error this server reads. */
export interface PgError {
  code: string;
  constraint: string | undefined;
  /** The DETAIL a function raised with (what it names, for the answer). */
  detail: string | undefined;
}

/**
 * The PostgreSQL error behind `error` (node-postgres and PGlite both set the SQLSTATE as `code`),
 * else undefined. Drizzle wraps driver errors, so the driver's error may sit in `cause`.
 */
export const pgErrorOf = (error: unknown): PgError | undefined => {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint, detail } = e as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return {
        code,
        constraint: typeof constraint === 'string' ? constraint : undefined,
        detail: typeof detail === 'string' ? detail : undefined,
      };
  }
  return undefined;
};
