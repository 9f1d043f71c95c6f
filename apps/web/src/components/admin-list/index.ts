/**
 * The admin list kit: a list page declares its filters (list-filters), its query (useAdminList),
 * its columns (columns) and its decision (decide-dialog); the kit draws the form, the table on
 * mantine-datatable, the pager and the dialog. docs/back-office.md, "Admin list kit".
 */
export { AdminTable, RecordsTable, type TableProps } from './admin-table.tsx';
export { actionColumn, badgeColumn, moneyColumn, timeColumn, twoLines } from './columns.tsx';
export { DecideAction, DecideDialog, MIN_REASON, RejectAction, useDecided } from './decide-dialog.tsx';
export { FilterBar, FilterInput, QuickFilters, TotalsText } from './filter-bar.tsx';
export {
  ALL,
  dayRange,
  dayRangeQuery,
  emptyFilters,
  enumOptions,
  enumQuery,
  memberAndDays,
  textQuery,
  type FilterField,
  type SelectOption,
} from './list-filters.ts';
export { ListPanel } from './list-panel.tsx';
export { SearchBox } from './search-box.tsx';
export { PAGE_SIZE, pageQuery, useAdminList, useLocalTableState, type AdminList } from './use-admin-list.ts';
