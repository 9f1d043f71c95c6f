import {
  gameBalanceHookBody,
  gameBetHookBody,
  gameHookParams,
  gameRollbackHookBody,
  gameWinHookBody,
} from '@chokdee/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastBodyCheck } from './fast-body-check.ts';

const schemas = { gameBalanceHookBody, gameBetHookBody, gameWinHookBody, gameRollbackHookBody };
const FIELDS = ['token', 'user', 'transactionId', 'roundId', 'gameId', 'referenceTransactionId', 'amount'];

// Values near every bound the schemas state, and of every JSON type.
const text = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.integer({ min: 95, max: 205 }).map((n) => 'x'.repeat(n)),
  fc.uuid(),
  fc.uuid().map((uuid) => uuid.toUpperCase()),
  fc.uuid().map((uuid) => `${uuid} `),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'a\u0000b'),
);
const number = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, 1.5, -1, 999_999_999, 1_000_000_000, 1_000_000_001, 2 ** 53, -0),
  fc.double(),
);
const value = fc.oneof(text, number, fc.constantFrom(null, true, [], {}, '1'));
// Mostly valid: every field present, now and then one at or past a bound.
const mostly = <T, U>(valid: fc.Arbitrary<T>, any: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: any, weight: 1 });
const id = mostly(fc.string({ minLength: 1, maxLength: 10 }), text);
const nearValid = fc.record({
  token: id,
  user: mostly(fc.uuid(), text),
  transactionId: id,
  roundId: id,
  gameId: id,
  referenceTransactionId: id,
  amount: mostly(fc.integer({ min: 0, max: 1_000_000_000 }), number),
  extra: value,
});
const body = fc.oneof(
  nearValid,
  fc.dictionary(fc.constantFrom(...FIELDS, 'extra', '__proto__'), value),
  fc.record(
    {
      token: text,
      user: fc.oneof(fc.uuid(), text),
      transactionId: text,
      roundId: text,
      gameId: text,
      referenceTransactionId: text,
      amount: number,
      extra: value,
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom(null, [], 'body', 1),
);

describe('fastBodyCheck', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    const fast = fastBodyCheck(schema);

    it(`${name}: accepts only what zod accepts, with zod's output`, () => {
      expect(fast).toBeDefined();
      let accepted = 0;
      fc.assert(
        fc.property(body, (input) => {
          const quick = fast?.(input);
          if (quick === undefined) return true;
          accepted++;
          const parsed = schema.safeParse(input);
          return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(quick);
        }),
        { numRuns: 2000 },
      );
      // The generated bodies reach the accepting side too, not only refusals.
      expect(accepted).toBeGreaterThan(20);
    });

    it(`${name}: accepts the bodies providers send`, () => {
      const valid = {
        token: 'tok',
        user: '0d4c2a34-93f4-4c8b-9d55-0d0c5f3f1a2b',
        transactionId: 't-1',
        roundId: 'r-1',
        gameId: 'slot',
        referenceTransactionId: 't-0',
        amount: 100,
        extra: 'dropped',
      };
      const parsed = schema.parse(valid);
      expect(fast?.(valid)).toEqual(parsed);
    });
  }

  it('derives nothing from a schema with a rule it does not understand', () => {
    expect(fastBodyCheck(gameHookParams)).toBeUndefined(); // lower-cased first
    expect(fastBodyCheck(z.object({ a: z.string().refine((s) => s !== 'x') }))).toBeUndefined();
    expect(fastBodyCheck(z.object({ a: z.string().optional() }))).toBeUndefined();
    expect(fastBodyCheck(z.object({ a: z.coerce.number() }))).toBeUndefined();
    expect(fastBodyCheck(z.object({ a: z.string() }).passthrough())).toBeUndefined();
    expect(fastBodyCheck(z.string())).toBeUndefined();
  });
});
