import { bahtAnswer, satang } from '@chokdee/domain';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mayEncodeDifferently, responseSerializerCompiler } from './response-serializer.ts';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

describe('mayEncodeDifferently', () => {
  it('is false for schemas that only check values, however nested', () => {
    const tree: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
    for (const schema of [
      z.object({ status: z.literal('ok') }),
      z.object({ data: z.array(z.object({ id: z.uuid(), n: z.number().int().optional() })) }),
      z.union([z.object({ a: z.string() }), z.null()]),
      z.record(z.string(), z.enum(['a', 'b']).nullable()),
      z.tuple([z.string(), z.boolean()]),
      z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() })),
      tree,
    ])
      expect(mayEncodeDifferently(schema)).toBe(false);
  });

  it('is true for a codec, a transform or a default anywhere inside', () => {
    for (const schema of [
      bahtAnswer,
      z.object({ data: z.object({ money: bahtAnswer }) }),
      z.object({ lines: z.array(z.object({ amount: bahtAnswer.optional() })) }),
      z.union([z.string(), z.object({ amount: bahtAnswer })]),
      z.record(z.string(), bahtAnswer),
      z.object({ name: z.string().transform((s) => s.trim()) }),
      z.object({ page: z.number().default(1) }),
      z.lazy(() => z.object({ amount: bahtAnswer })),
    ])
      expect(mayEncodeDifferently(schema)).toBe(true);
  });
});

describe('responseSerializerCompiler', () => {
  it('answers zod encode’s output: baht from satang, undeclared fields dropped', () => {
    const schema = z.object({ data: z.object({ money: bahtAnswer, note: z.string().optional() }) });
    const data = { data: { money: satang(123_456n), secret: 'x' } };
    expect(serializerOf(schema)(data)).toBe('{"data":{"money":1234.56}}');
    expect(serializerOf(schema)(data)).toBe(JSON.stringify(z.encode(schema, data as never)));
  });

  it('drops undeclared fields of a schema without codecs too', () => {
    const schema = z.object({ data: z.object({ status: z.literal('ok') }) });
    expect(serializerOf(schema)({ data: { status: 'ok', passwordHash: 'h' }, extra: 1 })).toBe(
      '{"data":{"status":"ok"}}',
    );
  });

  it('refuses an answer that does not match its schema, with or without codecs', () => {
    for (const schema of [
      z.object({ data: z.object({ status: z.literal('ok') }) }),
      z.object({ data: z.object({ money: bahtAnswer }) }),
    ]) {
      let thrown: unknown;
      try {
        serializerOf(schema)({ data: { status: 'down', money: 'lots' } });
      } catch (error) {
        thrown = error;
      }
      expect(isResponseSerializationError(thrown)).toBe(true);
    }
  });
});
