import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AuditActor } from './platform/audit/index.ts';
import type { MaintenanceState } from './modules/site/maintenance-state.ts';

export interface AdminDeps {
  db: Database;
  config: Pick<Config, 'jwtSecret' | 'isProduction'>;
  maintenance: MaintenanceState;
}

/** The audit actor of a guarded admin request. */
export const actorOf = (request: FastifyRequest): AuditActor => ({
  staffId: request.staff.id,
  ip: request.ip,
});

/** Wraps a value in the contract's success shape. */
export const ok = <T>(data: T): { data: T } => ({ data });

/**
 * A timestamptz column as the contract's time format (ISO 8601 with +07:00; Asia/Bangkok has no
 * daylight saving), formatted by the database so PGlite and node-postgres answer the same text.
 */
export const bkkText = (column: string): string =>
  `(to_char(${column} at time zone interval '+07:00', 'YYYY-MM-DD"T"HH24:MI:SS') || '+07:00')`;
export const bkk = (column: string): SQL => sql.raw(bkkText(column));

/** The same format for a Date already in JavaScript. */
export const bangkokIso = (instant: Date): string =>
  `${new Date(instant.getTime() + 7 * 3600_000).toISOString().slice(0, 19)}+07:00`;

export type { Page } from './platform/paged-list.ts';
