import { describe, expect, it } from 'vitest';
import {
  ALL,
  dayRangeQuery,
  emptyFilters,
  enumOptions,
  enumQuery,
  memberAndDays,
  textQuery,
} from './list-filters.ts';

const STATUSES = ['PENDING', 'SUCCESS', 'REJECTED'] as const;
const label = (value: string) => `L:${value}`;

describe('admin list filters', () => {
  it('turns Bangkok days into the API instants (to is exclusive: the next midnight)', () => {
    expect(dayRangeQuery('2026-07-01', '2026-07-31')).toEqual({
      from: '2026-07-01T00:00:00+07:00',
      to: '2026-08-01T00:00:00+07:00',
    });
    expect(dayRangeQuery('', '2026-12-31')).toEqual({ to: '2027-01-01T00:00:00+07:00' });
    expect(dayRangeQuery('nope', '')).toEqual({});
  });

  it('an enum with a fallback: the fallback first (empty value), the rest, then "all"', () => {
    expect(enumOptions(STATUSES, label, { fallback: 'PENDING', allLabel: 'All' })).toEqual([
      { value: '', label: 'L:PENDING' },
      { value: 'SUCCESS', label: 'L:SUCCESS' },
      { value: 'REJECTED', label: 'L:REJECTED' },
      { value: ALL, label: 'All' },
    ]);
  });

  it('an enum without a fallback: "all" is the empty value, first', () => {
    expect(enumOptions(STATUSES, label, { allLabel: 'All' })[0]).toEqual({ value: '', label: 'All' });
    expect(enumOptions(STATUSES, label)).toHaveLength(3);
  });

  it('reads the URL value of an enum: empty → the fallback, ALL → no filter, else the value', () => {
    expect(enumQuery('', 'PENDING')).toBe('PENDING');
    expect(enumQuery(ALL, 'PENDING')).toBeUndefined();
    expect(enumQuery('SUCCESS', 'PENDING')).toBe('SUCCESS');
    expect(enumQuery('')).toBeUndefined();
  });

  it('empty text is no filter; clear empties every key', () => {
    expect(textQuery('')).toBeUndefined();
    expect(textQuery('demo')).toBe('demo');
    expect(emptyFilters(['q', 'from'] as const)).toEqual({ q: '', from: '' });
  });

  it('the member box and a day range whose ends bound each other', () => {
    const [member, from, to] = memberAndDays(
      { label: 'Member', placeholder: 'name', testId: 'q' },
      { from: 'From', to: 'To' },
    );
    expect(member).toEqual({ kind: 'text', key: 'q', label: 'Member', placeholder: 'name', testId: 'q' });
    expect(from).toEqual({ kind: 'day', key: 'from', label: 'From', notAfter: 'to' });
    expect(to).toEqual({ kind: 'day', key: 'to', label: 'To', notBefore: 'from' });
  });
});
