import 'mantine-datatable/styles.css';
import { Box, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, type DataTableRowExpansionProps } from 'mantine-datatable';
import type { CSSProperties, ReactNode } from 'react';
import { Pager, TableState } from '../../lib/admin/ui.tsx';
import type { Paged } from '../../lib/admin/types.ts';

export interface TableProps<T> {
  columns: DataTableColumn<T>[];
  /** `<testId>-table` on the table, `<testId>-empty` on the empty state. */
  testId: string;
  /** `data-testid` of each row (or of the row's own name); `data-status` carries `statusOf(row)`. */
  rowTestId: string | ((row: T) => string);
  statusOf?: (row: T) => string;
  /** More `data-*` attributes of a row, for tests and styling. */
  rowAttributes?: (row: T) => Record<string, string>;
  /** A row drawn apart (an inactive account, dimmed). */
  rowStyle?: (row: T) => CSSProperties | undefined;
  idOf: (row: T) => string | number;
  minWidth?: number;
  rowExpansion?: DataTableRowExpansionProps<T>;
  /** On a phone (under `sm`) each row as this card instead of the wide table. */
  cardOf?: (row: T) => ReactNode;
}

interface RecordsProps<T> extends TableProps<T> {
  records: readonly T[];
  /** The previous answer while the next one loads: dimmed. */
  stale?: boolean;
}

function Records<T>(props: RecordsProps<T>) {
  const { cardOf, rowTestId, statusOf, rowAttributes } = props;
  const opacity = props.stale ? 0.5 : 1;
  const table = (
    <DataTable<T>
      data-testid={`${props.testId}-table`}
      records={[...props.records]}
      columns={props.columns}
      idAccessor={props.idOf}
      striped
      highlightOnHover
      verticalSpacing="xs"
      fz="sm"
      style={{ opacity }}
      scrollAreaProps={{ type: 'auto' }}
      styles={{ table: { minWidth: props.minWidth ?? 720 } }}
      customRowAttributes={(row) => ({
        'data-testid': typeof rowTestId === 'string' ? rowTestId : rowTestId(row),
        ...(statusOf ? { 'data-status': statusOf(row) } : {}),
        ...rowAttributes?.(row),
      })}
      rowExpansion={props.rowExpansion}
      rowStyle={props.rowStyle}
    />
  );
  if (!cardOf) return table;
  return (
    <>
      <Box visibleFrom="sm">{table}</Box>
      <Stack gap="xs" hiddenFrom="sm" style={{ opacity }}>
        {props.records.map((row) => (
          <Box key={props.idOf(row)}>{cardOf(row)}</Box>
        ))}
      </Stack>
    </>
  );
}

export interface AdminTableProps<T> extends TableProps<T> {
  result: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number) => void;
}

/** A paged admin table: loading / error / empty states, the rows, and the pager under them. */
export function AdminTable<T>({ result, page, onPage, ...table }: AdminTableProps<T>) {
  return (
    <TableState
      loading={result.isPending}
      error={result.error}
      empty={result.data?.items.length === 0}
      testId={table.testId}
    >
      <Records<T> {...table} records={result.data?.items ?? []} stale={result.isPlaceholderData} />
      {result.data && (
        <Pager page={page} total={result.data.total} pageSize={result.data.pageSize} onChange={onPage} />
      )}
    </TableState>
  );
}

/** Where a whole list comes from: its own query, or rows already at hand (part of a detail). */
type Source<T> = { result: UseQueryResult<T[]> } | { records: readonly T[] };

/** A whole (unpaged) admin list, such as staff or agents: the same states and table, no pager. */
export function RecordsTable<T>(props: TableProps<T> & Source<T>) {
  const result = 'result' in props ? props.result : undefined;
  const rows = 'records' in props ? props.records : result?.data;
  return (
    <TableState
      loading={result?.isPending ?? false}
      error={result?.error ?? null}
      empty={rows?.length === 0}
      testId={props.testId}
    >
      <Records<T> {...props} records={rows ?? []} />
    </TableState>
  );
}
