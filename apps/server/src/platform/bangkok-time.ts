import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz column as the contract's time format (ISO 8601 with +07:00; Asia/Bangkok has no
 * daylight saving), formatted by the database so PGlite and node-postgres answer the same text.
 * The same format for a Date already in JavaScript is the domain's `toBangkokIso`.
 */
export const bkkText = (column: string): string =>
  `(to_char(${column} at time zone interval '+07:00', 'YYYY-MM-DD"T"HH24:MI:SS') || '+07:00')`;
export const bkk = (column: string): SQL => sql.raw(bkkText(column));
