import { describe, expect, it } from 'vitest';
import { createSubmissionKeys, newIdempotencyKey } from './idempotency.ts';

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

  it('makes UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
