import type { FastifyInstance } from 'fastify';
import { validationError } from './errors.ts';

export const NUL_MESSAGE = 'Text must not contain the NUL character';

/**
 * The dotted path of the first string (or object key) under `value` that holds U+0000, else
 * undefined. Buffers (raw bodies) are bytes, not text, and are left alone.
 */
export const nulPath = (value: unknown, path: string[] = []): string[] | undefined => {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return path;
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
};

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in what a client sends would fail at the
 * database as a 500. Every route refuses it before validation, in the body, the query string and
 * the path parameters alike, with the contract's 400 VALIDATION. (Node's HTTP parser already
 * refuses a NUL in a header.)
 */
export const registerTextGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [where, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const path = nulPath(value);
      if (path) {
        done(validationError({ [path.join('.') || where]: NUL_MESSAGE }));
        return;
      }
    }
    done();
  });
};
