/**
 * fast-check arbitraries for the requests an OpenAPI document (the app's own, built from its zod
 * schemas) describes: mostly values that fit the schema, so that requests get past validation into
 * the handlers, now and then a value of the wrong kind anywhere in the tree, and strings drawn from
 * a pool of ids that exist in the database, so that handlers find rows to act on.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  nullable?: boolean;
}

/** Values of the wrong kind, and the edge values users type: empty, huge, negative, odd decimals, NUL. */
const wrongKind: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    [],
    {},
    '',
    ' ',
    '0',
    '-1',
    '1e400',
    'NaN',
    '9'.repeat(40),
    '١٢٣',
    '<b>x</b>',
    'a\u0000b',
  ),
  fc.constantFrom(0, -1, 0.001, 1.005, 1e21, Number.MAX_SAFE_INTEGER + 2, -1e308),
  fc.string({ maxLength: 300 }),
);

const isoDateTime = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString());

/**
 * The arbitrary filtered to `fits`, when a sample shows it fits often enough: filtering one that
 * almost never fits would spin forever inside a synchronous fc.sample.
 */
const fitsOften = (arbitrary: fc.Arbitrary<string>, fits: (s: string) => boolean) =>
  fc.sample(arbitrary, { numRuns: 100, seed: 1 }).filter(fits).length >= 5
    ? arbitrary.filter(fits)
    : undefined;

/**
 * Strings within the length bounds that the pattern accepts: generated from the pattern where
 * fast-check can (not lookarounds), and dates and pool ids that happen to match it.
 */
const stringFor = (schema: JsonSchema, pool: readonly string[]): fc.Arbitrary<string> => {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 80));
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern);
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength && (!pattern || pattern.test(s));
  const candidates: fc.Arbitrary<string>[] = [];
  if (schema.format === 'uuid') candidates.push(fc.uuid());
  else if (schema.format === 'date-time') candidates.push(isoDateTime);
  else if (schema.format === 'date') candidates.push(isoDateTime.map((s) => s.slice(0, 10)));
  else if (pattern) {
    try {
      const matching = fc.stringMatching(pattern);
      // Long bounds (a Web Push key is 80+ characters) are rarely met by fast-check's short matches:
      // strings of the characters those matches use, kept when they fit.
      const alphabet = [...new Set(fc.sample(matching, { numRuns: 200, seed: 1 }).join(''))];
      const options = [matching];
      if (alphabet.length > 0)
        options.push(fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength }));
      for (const option of options) {
        const often = fitsOften(option, fits);
        if (often) candidates.push(often);
      }
    } catch {
      // a lookaround: only the dates and ids below, or any string
    }
    for (const sample of [isoDateTime, isoDateTime.map((s) => s.slice(0, 10))])
      if (fc.sample(sample, { numRuns: 5, seed: 1 }).every(fits)) candidates.push(sample);
  } else candidates.push(fc.string({ minLength, maxLength }));
  const ids = pool.filter(fits);
  if (ids.length > 0) candidates.push(fc.constantFrom(...ids));
  return candidates.length > 0 ? fc.oneof(...candidates) : fc.string({ minLength, maxLength });
};

const numberFor = (schema: JsonSchema, integer: boolean): fc.Arbitrary<number> => {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const min = Math.max(Math.ceil(low), -1_000_000_000);
  const max = Math.max(min, Math.min(Math.floor(high), 1_000_000_000));
  const whole = fc.integer({ min, max });
  // Baht: whole amounts and two-decimal amounts, as a member types them.
  return integer
    ? whole
    : fc.oneof(
        whole,
        whole.map((n) => Math.min(max, Math.max(min, n + 0.25))),
      );
};

export interface Options {
  /** Strings that name rows in the database, offered wherever they fit. */
  pool: readonly string[];
  /** Whether any node may get a value of the wrong kind (1 in 10) instead of a fitting one. */
  junk: boolean;
}

/** An arbitrary for one schema node; `depth` stops runaway recursion. */
export const arbitraryFor = (schema: JsonSchema, options: Options, depth = 0): fc.Arbitrary<unknown> => {
  const fitting = fittingFor(schema, options, depth);
  return options.junk
    ? fc.oneof({ arbitrary: fitting, weight: 9 }, { arbitrary: wrongKind, weight: 1 })
    : fitting;
};

const fittingFor = (schema: JsonSchema, options: Options, depth: number): fc.Arbitrary<unknown> => {
  if (depth > 6) return wrongKind;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, options, depth + 1)));
  if (schema.allOf) return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema, options, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'unknown'];
  const byType = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object':
        return objectFor(schema, options, depth);
      case 'array':
        return fc.array(arbitraryFor(schema.items ?? {}, options, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      case 'string':
        return stringFor(schema, options.pool);
      case 'integer':
        return numberFor(schema, true);
      case 'number':
        return numberFor(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        return wrongKind;
    }
  });
  if (schema.nullable) byType.push(fc.constant(null));
  return fc.oneof(...byType);
};

const objectFor = (schema: JsonSchema, options: Options, depth: number): fc.Arbitrary<unknown> => {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value, options, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: required.filter((key) => key in properties) });
};
