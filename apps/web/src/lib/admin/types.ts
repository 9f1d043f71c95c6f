/** Answer shapes of /api/admin (docs/api.md, "Back office"). */

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
