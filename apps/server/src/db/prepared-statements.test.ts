import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { quoteLiteral } from './prepared-statements.ts';

describe('quoteLiteral', () => {
  it('answers what pg.escapeLiteral answers', () => {
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom("'", '\\', '"', 'a', ' ', '\n', 'ก', '{', '}') }),
      fc.string({ unit: 'grapheme' }),
      fc.string(),
    );
    fc.assert(
      fc.property(text, (value) => quoteLiteral(value) === pg.escapeLiteral(value)),
      { numRuns: 2000 },
    );
  });

  it('quotes a batch of JSON with quotes and backslashes as PostgreSQL reads it', () => {
    expect(quoteLiteral(`[{"a":"it's"}]`)).toBe(`'[{"a":"it''s"}]'`);
    expect(quoteLiteral(`{"a":"\\"x\\""}`)).toBe(` E'{"a":"\\\\"x\\\\""}'`);
  });
});
