import { DEFAULT_ERROR_MESSAGE } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { AppError, appError, toFailure } from './errors.ts';
import { isApiPath } from './paths.ts';

describe('toFailure', () => {
  it('keeps an AppError as it is', () => {
    expect(
      toFailure(
        new AppError('LOCKED', undefined, { message: 'Login Attempt Count Reach Limit', fields: { a: 'b' } }),
      ),
    ).toEqual({
      status: 423,
      body: { message: 'Login Attempt Count Reach Limit', code: 'LOCKED', fields: { a: 'b' } },
    });
  });

  it('takes the status and message of a code from the domain table, with its params', () => {
    expect(toFailure(appError('USERNAME_TAKEN'))).toEqual({
      status: 409,
      body: { message: 'Username already exists', code: 'USERNAME_TAKEN' },
    });
    expect(toFailure(appError('WITHDRAW_MAX_PER_DAY', { max: 200_000 }))).toEqual({
      status: 409,
      body: { message: 'max 200,000 baht per day', code: 'WITHDRAW_MAX_PER_DAY', params: { max: 200_000 } },
    });
    expect(toFailure(appError('WRONG_PIN', undefined, { field: 'oldPassword' }))).toEqual({
      status: 400,
      body: {
        message: 'Password is invalid',
        code: 'WRONG_PIN',
        fields: { oldPassword: 'Password is invalid' },
      },
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
