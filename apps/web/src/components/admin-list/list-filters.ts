/**
 * The filter vocabulary of the admin list kit: what a list page declares (pure data) and the pure
 * rules that turn the URL's strings into the domain query (unit-tested in list-filters.test.ts).
 */
export interface SelectOption {
  value: string;
  label: string;
}

interface FieldBase<K extends string> {
  key: K;
  label: string;
  testId?: string;
}

/** A status or other enum; `''` is the option the list shows when nothing is chosen. */
export interface SelectFilter<K extends string> extends FieldBase<K> {
  kind: 'select';
  options: readonly SelectOption[];
  /** Applied as soon as it changes, with the rest of the draft (no need to press search). */
  atOnce?: boolean;
}

/** Free text (a member, an action prefix); `digits` keeps only 0-9 as staff type. */
export interface TextFilter<K extends string> extends FieldBase<K> {
  kind: 'text';
  placeholder?: string;
  digits?: boolean;
}

/** One end of a Bangkok day range (`YYYY-MM-DD`); see `dayRangeQuery`. */
export interface DayFilter<K extends string> extends FieldBase<K> {
  kind: 'day';
  /** The other end of the range: the picker offers no day after `notAfter` or before `notBefore`. */
  notAfter?: K;
  notBefore?: K;
}

export type FilterField<K extends string> = SelectFilter<K> | TextFilter<K> | DayFilter<K>;

/** The choice that lists every status: sent to the server as no status at all. */
export const ALL = 'ALL';

/**
 * Options of an enum filter whose empty choice means `fallback` (the queue's default, e.g. PENDING):
 * the fallback first, the other values, then "all" when `allLabel` is given.
 */
export function enumOptions<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
  { fallback, allLabel }: { fallback?: V; allLabel?: string } = {},
): SelectOption[] {
  const first: SelectOption[] = fallback === undefined ? [] : [{ value: '', label: label(fallback) }];
  const rest = values.filter((value) => value !== fallback).map((value) => ({ value, label: label(value) }));
  const all = allLabel === undefined ? [] : [{ value: fallback === undefined ? '' : ALL, label: allLabel }];
  return fallback === undefined ? [...all, ...rest] : [...first, ...rest, ...all];
}

/** The URL's value of an enum filter as the query wants it: empty → the fallback, ALL → none. */
export function enumQuery<V extends string>(raw: string, fallback?: V): V | undefined {
  if (raw === '') return fallback;
  if (raw === ALL) return undefined;
  return raw as V;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date range filter (yyyy-mm-dd, Bangkok days) → the API's ISO instants: `from` inclusive at
 * 00:00 +07:00, `to` exclusive at 00:00 of the next day, so "to 2026-07-01" includes that day.
 */
export function dayRangeQuery(from: string, to: string): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  if (DAY.test(from)) range.from = `${from}T00:00:00+07:00`;
  if (DAY.test(to)) {
    const next = new Date(`${to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    range.to = `${next.toISOString().slice(0, 10)}T00:00:00+07:00`;
  }
  return range;
}

/**
 * Empty text becomes "not filtered" (undefined), so it never reaches the query string. `V` names
 * the values the endpoint takes (a status enum): a URL value is sent as typed, and the server
 * refuses one outside them.
 */
export const textQuery = <V extends string = string>(raw: string): V | undefined =>
  raw === '' ? undefined : (raw as V);

/** Every key of `fields` emptied: what "clear" applies. */
export const emptyFilters = <K extends string>(keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;

/**
 * The member box and the day range a money queue filters by (keys `q`, `from`, `to`); each end of
 * the range bounds the other's picker.
 */
export function memberAndDays(
  member: { label: string; placeholder: string; testId: string },
  days: { from: string; to: string },
): FilterField<'q' | 'from' | 'to'>[] {
  return [{ kind: 'text', key: 'q', ...member }, ...dayRange(days)];
}

/** A Bangkok day range (keys `from`, `to`); each end bounds the other's picker. */
export function dayRange(
  labels: { from: string; to: string },
  testIdPrefix?: string,
): FilterField<'from' | 'to'>[] {
  const testId = (key: string) => (testIdPrefix === undefined ? {} : { testId: `${testIdPrefix}-${key}` });
  return [
    { kind: 'day', key: 'from', label: labels.from, notAfter: 'to', ...testId('from') },
    { kind: 'day', key: 'to', label: labels.to, notBefore: 'from', ...testId('to') },
  ];
}
