import { bigint, bigserial, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns nearly every table has, written once: ids are int8 read as bigint (never a JS
 * number, which loses digits past 2^53), times are timestamptz.
 */
export const idColumn = () => bigserial('id', { mode: 'bigint' }).primaryKey();
export const bigintColumn = (name: string) => bigint(name, { mode: 'bigint' });
export const createdAtColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
