import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { appError, type AppError } from '../../platform/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a signed hook's body (what the signature covers). */
    rawBody?: Buffer;
  }
}

/** Contract: lowercase hex HMAC-SHA256 of the raw body with the hook secret. */
export const signHookBody = (secret: string, raw: Buffer | string): string =>
  createHmac('sha256', secret).update(raw).digest('hex');

const unauthorized = (): AppError => appError('HOOK_SIGNATURE_INVALID');

/** Whether `header` is the raw body's signature with `secret` (compared in constant time). */
export const signatureMatches = (secret: string, raw: Buffer, header: unknown): boolean => {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signHookBody(secret, raw), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  // Equal lengths first: timingSafeEqual throws otherwise, and a length says nothing secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Makes every route of this (encapsulated) plugin scope a signed hook: the JSON body is read as
 * bytes, its `x-signature` checked in constant time BEFORE it is parsed or validated, and only
 * then parsed. A missing or wrong signature is 401 and nothing else runs. For the
 * /api/hooks/* routes of any provider (bank statement, TrueMoney, crypto).
 */
export const requireHookSignature = (app: FastifyInstance, secret: string): void => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    const body = raw as Buffer;
    if (!signatureMatches(secret, body, request.headers['x-signature'])) {
      done(unauthorized(), undefined);
      return;
    }
    request.rawBody = body;
    try {
      done(null, JSON.parse(body.toString('utf8')));
    } catch {
      done(appError('HOOK_BODY_NOT_JSON'), undefined);
    }
  });
  // A request without a JSON body never reached the parser: it carries no signed bytes.
  app.addHook('preValidation', (request, _reply, done) => {
    done(request.rawBody ? undefined : unauthorized());
  });
};
