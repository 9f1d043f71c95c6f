import 'mantine-datatable/styles.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, type DataTableRowExpansionProps } from 'mantine-datatable';
import { Pager, TableState } from '../../lib/admin/ui.tsx';
import type { Paged } from '../../lib/admin/types.ts';

export interface AdminTableProps<T> {
  result: UseQueryResult<Paged<T>>;
  columns: DataTableColumn<T>[];
  /** `<testId>-table` on the table, `<testId>-empty` on the empty state. */
  testId: string;
  /** `data-testid` of each row; `data-status` carries `statusOf(row)` for tests and styling. */
  rowTestId: string;
  statusOf?: (row: T) => string;
  idOf: (row: T) => string | number;
  page: number;
  onPage: (page: number) => void;
  minWidth?: number;
  rowExpansion?: DataTableRowExpansionProps<T>;
}

/** A paged admin table: loading / error / empty states, the rows, and the pager under them. */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { result } = props;
  return (
    <TableState
      loading={result.isPending}
      error={result.error}
      empty={result.data?.items.length === 0}
      testId={props.testId}
    >
      <DataTable<T>
        data-testid={`${props.testId}-table`}
        records={result.data?.items ?? []}
        columns={props.columns}
        idAccessor={props.idOf}
        striped
        highlightOnHover
        verticalSpacing="xs"
        fz="sm"
        style={{ opacity: result.isPlaceholderData ? 0.5 : 1 }}
        scrollAreaProps={{ type: 'auto' }}
        styles={{ table: { minWidth: props.minWidth ?? 720 } }}
        customRowAttributes={(row) => ({
          'data-testid': props.rowTestId,
          ...(props.statusOf ? { 'data-status': props.statusOf(row) } : {}),
        })}
        rowExpansion={props.rowExpansion}
      />
      {result.data && (
        <Pager
          page={props.page}
          total={result.data.total}
          pageSize={result.data.pageSize}
          onChange={props.onPage}
        />
      )}
    </TableState>
  );
}
