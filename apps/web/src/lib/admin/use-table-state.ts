import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readTableState, withFilters, withPage, writeTableState, type TableState } from './url-state.ts';

/** The table state of the current URL and setters that push a new history entry. */
export function useTableState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, keys), [params, keys]);
  const apply = useCallback((next: TableState<K>) => setParams(writeTableState(next)), [setParams]);
  return {
    ...state,
    setFilters: (filters: Partial<Record<K, string>>) => apply(withFilters(state, filters)),
    setPage: (page: number) => apply(withPage(state, page)),
  };
}
