/** Wraps a value in the contract's success shape. */
export const ok = <T>(data: T): { data: T } => ({ data });

/** Paged list answer of every admin search. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
