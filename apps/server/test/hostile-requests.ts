/**
 * Hostile variants of a generated request (the audit's finds): a NUL in every text, `true` in
 * place of every id, headers over 16 KB. Each must be refused with a 4xx, never acted on.
 */
import type { JsonSchema } from './openapi-arbitrary.ts';

export interface SweepRequest {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Body members and query names that address a row: id, betId, bankAccountId, refUid, uuid ... */
export const ID_NAME = /^(id|uuid)$|(Id|Uid|Uuid)$/;

const allowsBoolean = (schema: JsonSchema | undefined): boolean => {
  if (!schema) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('boolean')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(allowsBoolean);
};

const mapStrings = (value: unknown, change: (text: string) => string): unknown => {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, change));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, change)]));
  return value;
};

const withQuery = (path: string, change: (name: string, value: string) => string): string => {
  const url = new URL(path, 'http://x');
  for (const [name, value] of [...url.searchParams]) url.searchParams.set(name, change(name, value));
  return `${url.pathname}${url.search}`;
};

/** A NUL in every string of the body and every query value; undefined when there is no text. */
export const withNul = (request: SweepRequest): SweepRequest | undefined => {
  let changed = false;
  const nul = (text: string) => {
    changed = true;
    return `${text}\u0000`;
  };
  const variant = {
    ...request,
    body: mapStrings(request.body, nul),
    path: withQuery(request.path, (_name, value) => nul(value)),
  };
  return changed ? variant : undefined;
};

/** Whether a query value of this schema cannot be the text 'true' (a number, digits, an enum). */
export const refusesTrueText = (schema: JsonSchema): boolean => {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return choices.every(refusesTrueText);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return true;
  if (schema.enum) return !schema.enum.includes('true');
  return schema.pattern !== undefined && !new RegExp(schema.pattern).test('true');
};

/**
 * `true` for every top-level id of the body (where its schema allows no boolean) and 'true' for
 * every query id named in `queryIds` (those whose schema refuses that text); undefined when the
 * request has no such id.
 */
export const withBooleanIds = (
  request: SweepRequest,
  bodySchema: JsonSchema | undefined,
  queryIds: readonly string[],
): SweepRequest | undefined => {
  let changed = false;
  const properties = bodySchema?.properties ?? {};
  let body = request.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const ids = Object.keys(properties).filter(
      (name) => ID_NAME.test(name) && !allowsBoolean(properties[name]),
    );
    if (ids.length > 0) {
      changed = true;
      body = { ...body, ...Object.fromEntries(ids.map((name) => [name, true])) };
    }
  }
  const path = withQuery(request.path, (name, value) => {
    if (!queryIds.includes(name)) return value;
    changed = true;
    return 'true';
  });
  return changed ? { ...request, body, path } : undefined;
};

/** One header of 17 KB: Node refuses the request before routing (431). */
export const withHugeHeader = (request: SweepRequest): SweepRequest => ({
  ...request,
  headers: { ...request.headers, 'x-padding': 'a'.repeat(17 * 1024) },
});
