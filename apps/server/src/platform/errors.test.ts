import { DEFAULT_ERROR_MESSAGE } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { AppError, toFailure } from './errors.ts';
import { isApiPath } from './paths.ts';

describe('toFailure', () => {
  it('keeps an AppError as it is', () => {
    expect(toFailure(new AppError('LOCKED', 423, 'Login Attempt Count Reach Limit', { a: 'b' }))).toEqual({
      status: 423,
      body: { message: 'Login Attempt Count Reach Limit', code: 'LOCKED', fields: { a: 'b' } },
    });
  });

  it('turns anything unknown into a 500 with the default message only', () => {
    for (const thrown of [
      new Error('db password is hunter2'),
      'a string',
      null,
      { statusCode: 502, message: 'upstream' },
    ]) {
      expect(toFailure(thrown)).toEqual({
        status: 500,
        body: { message: DEFAULT_ERROR_MESSAGE, code: 'INTERNAL' },
      });
    }
  });

  it('maps client errors raised by Fastify to contract codes', () => {
    expect(toFailure({ statusCode: 413, message: 'x' }).body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(toFailure({ statusCode: 415, message: 'x' }).body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(toFailure({ statusCode: 418, message: 'teapot' }).status).toBe(500);
  });
});

describe('isApiPath', () => {
  it('knows the API prefixes and nothing else', () => {
    for (const p of ['/api', '/api/x', '/api?x=1', '/poy-api/poys.all', '/metrics'])
      expect(isApiPath(p), p).toBe(true);
    for (const p of ['/', '/apix', '/main', '/external/login', '/metricsx', '/assets/a.js'])
      expect(isApiPath(p), p).toBe(false);
  });
});
