import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createSubmissionKeys, isOutcomeUnknown, newIdempotencyKey, outcomeOf } from './idempotency.ts';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('submission keys', () => {
  it('reuses the key while the same submission is retried after an unknown outcome', () => {
    const keys = createSubmissionKeys(counter());
    expect(keys.keyFor('af-move:2550')).toBe('key-1');
    keys.settle('unknown');
    expect(keys.keyFor('af-move:2550')).toBe('key-1');
    keys.settle('unknown');
    expect(keys.keyFor('af-move:2550')).toBe('key-1');
  });

  it('makes a new key for a new submission: after success, after a definite refusal, or other content', () => {
    const keys = createSubmissionKeys(counter());
    expect(keys.keyFor('af-move:2550')).toBe('key-1');
    keys.settle('settled');
    expect(keys.keyFor('af-move:2550')).toBe('key-2');
    expect(keys.keyFor('af-move:100')).toBe('key-3');
    keys.settle('settled');
    expect(keys.keyFor('af-move:100')).toBe('key-4');
  });

  it('says when the next submission retries the previous key', () => {
    const keys = createSubmissionKeys(counter());
    expect(keys.retrying).toBe(false);
    keys.keyFor('form');
    keys.settle(outcomeOf(new ApiError(502, 'INTERNAL', 'bad gateway')));
    expect(keys.retrying).toBe(true);
    keys.settle(outcomeOf(new ApiError(409, 'INSUFFICIENT_BALANCE', 'short')));
    expect(keys.retrying).toBe(false);
  });

  it('unknown outcome = no HTTP answer, a 5xx, or not an API error at all', () => {
    expect(isOutcomeUnknown(new ApiError(0, 'NETWORK', ''))).toBe(true);
    expect(isOutcomeUnknown(new ApiError(500, 'INTERNAL', ''))).toBe(true);
    expect(isOutcomeUnknown(new TypeError('x'))).toBe(true);
    expect(isOutcomeUnknown(new ApiError(400, 'VALIDATION', ''))).toBe(false);
    expect(isOutcomeUnknown(new ApiError(403, 'FORBIDDEN', ''))).toBe(false);
  });

  it('makes UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
