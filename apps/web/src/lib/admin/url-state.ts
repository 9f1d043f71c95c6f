/**
 * Paging and filter state of a table screen, kept in the URL search params so a reload, the back
 * button and a shared link show the same page. Pure functions (unit-tested) + a small hook.
 */
export interface TableState<K extends string> {
  filters: Record<K, string>;
  page: number;
}

const parsePage = (raw: string | null): number => {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export function readTableState<K extends string>(params: URLSearchParams, keys: readonly K[]): TableState<K> {
  const filters = {} as Record<K, string>;
  for (const key of keys) filters[key] = params.get(key)?.trim() ?? '';
  return { filters, page: parsePage(params.get('page')) };
}

/** Empty filters and page 1 are left out, so `/admin/members` is the clean first page. */
export function writeTableState<K extends string>(state: TableState<K>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state.filters) as [K, string][]) {
    const trimmed = value.trim();
    if (trimmed !== '') params.set(key, trimmed);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** New filters start again at page 1. */
export const withFilters = <K extends string>(
  state: TableState<K>,
  filters: Partial<Record<K, string>>,
): TableState<K> => ({
  filters: { ...state.filters, ...filters },
  page: 1,
});

export const withPage = <K extends string>(state: TableState<K>, page: number): TableState<K> => ({
  ...state,
  page: Math.max(1, Math.floor(page)),
});

/** The number of pages for a paged answer (at least 1, so the pager always renders sensibly). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
