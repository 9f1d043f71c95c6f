import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

interface SchemaDef {
  type?: string;
  shape?: Record<string, unknown>;
  catchall?: unknown;
  element?: unknown;
  innerType?: unknown;
  options?: readonly unknown[];
  left?: unknown;
  right?: unknown;
  keyType?: unknown;
  valueType?: unknown;
  items?: readonly unknown[];
  rest?: unknown;
  getter?: () => unknown;
}

const defOf = (schema: unknown): SchemaDef | undefined =>
  (schema as { _zod?: { def?: SchemaDef } } | null | undefined)?._zod?.def;

/** Types that validate a value and give it back as it is, in either direction. */
const LEAVES = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'nan',
  'literal',
  'enum',
  'template_literal',
]);

/**
 * True when zod's encode of `schema` can differ from its parse: a codec (satang to baht), a
 * transform, a default, or any type this walk does not know. Otherwise parse and encode give the
 * same output (unknown keys dropped alike), and parse is the quick one (zod compiles an object's
 * parse; encode runs the generic path, about ten times the CPU).
 */
export const mayEncodeDifferently = (schema: unknown, seen = new Set<unknown>()): boolean => {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = defOf(schema);
  if (!def?.type) return true;
  if (LEAVES.has(def.type)) return false;
  const walk = (...parts: unknown[]) =>
    parts.some((part) => part != null && mayEncodeDifferently(part, seen));
  switch (def.type) {
    case 'object':
      return walk(...Object.values(def.shape ?? {}), def.catchall);
    case 'array':
      return walk(def.element);
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return walk(def.innerType);
    case 'union':
      return def.options ? walk(...def.options) : true;
    case 'intersection':
      return walk(def.left, def.right);
    case 'record':
    case 'map':
      return walk(def.keyType, def.valueType);
    case 'set':
      return walk(def.valueType);
    case 'tuple':
      return walk(...(def.items ?? []), def.rest);
    case 'lazy':
      return def.getter ? walk(def.getter()) : true;
    default:
      return true;
  }
};

const zodSchemaOf = (schema: unknown): z.ZodType => {
  if (schema instanceof z.ZodType) return schema;
  throw new TypeError('a response schema must be a zod schema');
};

/**
 * Fastify's serializer of every answer with a response schema: the schema's output as JSON, so an
 * answer carries exactly its declared fields (converted at the edge: satang to baht) and a handler
 * that returns something else is a 500 (ResponseSerializationError), as with
 * fastify-type-provider-zod's own serializer. A schema without codecs or transforms is checked
 * with zod's parse rather than its encode, which are the same for such a schema and ten times
 * apart in CPU, on every answer of the hottest routes (health, balance).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const answer = zodSchemaOf(schema);
  const check = mayEncodeDifferently(answer)
    ? (data: unknown) => z.safeEncode(answer, data)
    : (data: unknown) => answer.safeParse(data);
  return (data) => {
    const result = check(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
