import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * A quick accept path for the hottest request bodies (the seamless wallet's callbacks), derived
 * from their zod schema, which stays the only statement of the rules. It understands a zod object
 * of required strings (length bounds, regex formats such as uuid) and numbers (safe integer,
 * bounds) and nothing else: for any other schema it derives nothing. It only ever ACCEPTS; a body
 * it does not accept goes to zod, which answers the refusal with its own messages. What it
 * accepts, zod accepts with the same output (unknown keys dropped): fast-body-check.test.ts checks
 * that against zod on generated bodies.
 */
type FieldCheck = (value: unknown) => boolean;

interface ZodDef {
  type?: unknown;
  shape?: Record<string, { _zod?: { def?: ZodDef } }>;
  catchall?: unknown;
  checks?: { _zod?: { def?: ZodCheckDef } }[];
  check?: unknown;
  format?: unknown;
  pattern?: unknown;
  coerce?: unknown;
}

interface ZodCheckDef {
  check?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  value?: unknown;
  inclusive?: unknown;
  format?: unknown;
  pattern?: unknown;
  when?: unknown;
}

const defOf = (schema: unknown): ZodDef | undefined =>
  (schema as { _zod?: { def?: ZodDef } } | null)?._zod?.def;

// A regex zod tests without state: no global or sticky flag.
const plainRegex = (pattern: unknown): RegExp | undefined =>
  pattern instanceof RegExp && !pattern.global && !pattern.sticky ? pattern : undefined;

/** One check of a string or number as a predicate; undefined: a check this path does not know. */
const checkOf = (type: 'string' | 'number', def: ZodCheckDef): FieldCheck | undefined => {
  if (type === 'string') {
    // Length checks carry zod's own `when` (run on values that have a length): a string has one.
    if (def.check === 'min_length' && typeof def.minimum === 'number') {
      const min = def.minimum;
      return (value) => (value as string).length >= min;
    }
    if (def.check === 'max_length' && typeof def.maximum === 'number') {
      const max = def.maximum;
      return (value) => (value as string).length <= max;
    }
    // Any other check with a condition of its own is zod's to run.
    if (def.when !== undefined) return undefined;
    const regex = def.check === 'string_format' ? plainRegex(def.pattern) : undefined;
    return regex ? (value) => regex.test(value as string) : undefined;
  }
  if (def.when !== undefined) return undefined;
  if (def.check === 'number_format' && def.format === 'safeint')
    return (value) => Number.isSafeInteger(value);
  if ((def.check === 'greater_than' || def.check === 'less_than') && typeof def.value === 'number') {
    const bound = def.value;
    const inclusive = def.inclusive === true;
    return def.check === 'greater_than'
      ? (value) => (inclusive ? (value as number) >= bound : (value as number) > bound)
      : (value) => (inclusive ? (value as number) <= bound : (value as number) < bound);
  }
  return undefined;
};

const fieldOf = (def: ZodDef | undefined): FieldCheck | undefined => {
  if (!def || def.coerce) return undefined;
  const type = def.type;
  if (type !== 'string' && type !== 'number') return undefined;
  const checks: FieldCheck[] = [
    type === 'string'
      ? (value) => typeof value === 'string'
      : (value) => typeof value === 'number' && Number.isFinite(value),
  ];
  // A format type (z.uuid(), z.email(), …) is a string with its format check on itself.
  if (def.check !== undefined) {
    const own = checkOf(type, def);
    if (!own) return undefined;
    checks.push(own);
  }
  for (const check of def.checks ?? []) {
    const known = check._zod?.def ? checkOf(type, check._zod.def) : undefined;
    if (!known) return undefined;
    checks.push(known);
  }
  return (value) => checks.every((check) => check(value));
};

/**
 * The quick accept path of a zod object schema: the body's known fields when it certainly passes,
 * else undefined. undefined (no path) when the schema has anything beyond what it understands.
 */
export const fastBodyCheck = (
  schema: unknown,
): ((body: unknown) => Record<string, unknown> | undefined) | undefined => {
  const def = defOf(schema);
  if (def?.type !== 'object' || !def.shape || def.catchall !== undefined || def.checks?.length)
    return undefined;
  const fields: [string, FieldCheck][] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const check = fieldOf(field._zod?.def);
    if (!check) return undefined;
    fields.push([key, check]);
  }
  return (body) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const out: Record<string, unknown> = {};
    for (const [key, check] of fields) {
      const value = (body as Record<string, unknown>)[key];
      if (!Object.hasOwn(body, key) || !check(value)) return undefined;
      out[key] = value;
    }
    return out;
  };
};

/**
 * fastify-type-provider-zod's validator compiler with the quick path above for bodies: a body it
 * accepts skips zod; anything else is zod's, with zod's answer.
 */
export const fastBodyValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const zod = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  const fast = route.httpPart === 'body' ? fastBodyCheck(route.schema) : undefined;
  if (!fast) return zod;
  return (data) => {
    const value = fast(data);
    return value === undefined ? zod(data) : { value };
  };
};
