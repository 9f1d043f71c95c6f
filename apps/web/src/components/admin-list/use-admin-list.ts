import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Paged } from '../../lib/admin/types.ts';
import { useTableState } from '../../lib/admin/use-table-state.ts';
import { emptyFilters } from './list-filters.ts';

export const PAGE_SIZE = 20;

/** The paging part of every list query. */
export const pageQuery = (page: number) => ({ page, pageSize: PAGE_SIZE });

export interface AdminListOptions<K extends string, R extends Paged<unknown>> {
  /** The filter keys: also the URL's search params (with `page`). */
  keys: readonly K[];
  /** The TanStack Query key of the list; filters and page are appended. */
  queryKey: readonly unknown[];
  /** The domain query of these filters and page, fetched through the feature's `*-api.ts`. */
  fetch: (filters: Record<K, string>, page: number, signal: AbortSignal) => Promise<R>;
  enabled?: boolean;
  /** False where a failure means "no such thing" (a member's ledger of an unknown uuid). */
  retry?: boolean;
}

interface TableState<K extends string> {
  filters: Record<K, string>;
  page: number;
  setFilters: (filters: Partial<Record<K, string>>) => void;
  setPage: (page: number) => void;
}

const sameFilters = <K extends string>(a: Record<K, string>, b: Record<K, string>): boolean =>
  Object.keys({ ...a, ...b }).every((key) => a[key as K] === b[key as K]);

/** Filters and page held by the component, for a list inside a tab that owns no URL. */
export function useLocalTableState<K extends string>(initial: Record<K, string>): TableState<K> {
  const [state, setState] = useState({ filters: initial, page: 1 });
  return {
    ...state,
    setFilters: (filters) => setState({ filters: { ...state.filters, ...filters }, page: 1 }),
    setPage: (page) => setState({ ...state, page }),
  };
}

/**
 * One admin list: the applied filters and page (URL-backed unless a table state is given), the
 * draft the filter form edits until "search", and the paged query of the applied filters.
 */
export function useAdminList<K extends string, R extends Paged<unknown>>(
  options: AdminListOptions<K, R>,
  state?: TableState<K>,
) {
  const urlTable = useTableState(options.keys);
  const table = state ?? urlTable;
  const [draft, setDraft] = useState(table.filters);
  const [shown, setShown] = useState(table.filters);
  // The form follows the URL (back button, a link) without an effect.
  if (!sameFilters(shown, table.filters)) {
    setShown(table.filters);
    setDraft(table.filters);
  }
  const result = useQuery({
    queryKey: [...options.queryKey, table.filters, table.page],
    queryFn: ({ signal }) => options.fetch(table.filters, table.page, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    ...(options.retry === false ? { retry: false } : {}),
  });
  return {
    ...table,
    result,
    draft,
    setDraftValue: (key: K, value: string) => setDraft((current) => ({ ...current, [key]: value })),
    search: () => table.setFilters(draft),
    /** One field changed and applied at once, with the rest of the draft. */
    apply: (key: K, value: string) => {
      const next = { ...draft, [key]: value };
      setDraft(next);
      table.setFilters(next);
    },
    clear: () => table.setFilters(emptyFilters(options.keys)),
  };
}

export type AdminList<K extends string, R extends Paged<unknown>> = ReturnType<typeof useAdminList<K, R>>;
