import { describe, expect, it } from 'vitest';
import { pageCount, readTableState, withFilters, withPage, writeTableState } from './url-state.ts';

const KEYS = ['q', 'action'] as const;

describe('table state ↔ URL search params', () => {
  it('reads filters (trimmed, missing = empty) and a valid page, else page 1', () => {
    expect(readTableState(new URLSearchParams('q=%20demo01%20&page=3'), KEYS)).toEqual({
      filters: { q: 'demo01', action: '' },
      page: 3,
    });
    for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=abc', ''])
      expect(readTableState(new URLSearchParams(bad), KEYS).page, bad).toBe(1);
  });

  it('writes only non-empty filters and a page above 1', () => {
    expect(writeTableState({ filters: { q: '', action: '' }, page: 1 }).toString()).toBe('');
    expect(writeTableState({ filters: { q: ' 0812345678 ', action: 'member.' }, page: 2 }).toString()).toBe(
      'q=0812345678&action=member.&page=2',
    );
  });

  it('round-trips', () => {
    const state = { filters: { q: 'ก ข', action: 'staff.login' }, page: 7 };
    expect(readTableState(writeTableState(state), KEYS)).toEqual(state);
  });

  it('new filters go back to page 1; paging keeps the filters', () => {
    const state = { filters: { q: 'a', action: 'x' }, page: 4 };
    expect(withFilters(state, { q: 'b' })).toEqual({ filters: { q: 'b', action: 'x' }, page: 1 });
    expect(withPage(state, 5)).toEqual({ filters: { q: 'a', action: 'x' }, page: 5 });
    expect(withPage(state, 0).page).toBe(1);
  });

  it('counts pages', () => {
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20), pageCount(5, 0)]).toEqual([1, 1, 2, 5]);
  });
});
