import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Paged } from '../../lib/admin/types.ts';
import { AdminTable, type TableProps } from './admin-table.tsx';
import { FilterBar, type FilterBarProps } from './filter-bar.tsx';
import type { AdminList } from './use-admin-list.ts';

type Draft = 'draft' | 'onDraft' | 'onApply' | 'onSearch' | 'onClear' | 'testId';

export interface ListPanelProps<K extends string, T> {
  list: AdminList<K, Paged<T>>;
  /** The filter form's fields and layout (its draft and buttons come from `list`). */
  filters: Omit<FilterBarProps<K>, Draft>;
  table: TableProps<T>;
  /** Between the filters and the table (a note on the rule the list applies). */
  children?: ReactNode;
  /** A heading: the list is one section of a larger page. */
  title?: string;
}

/** A whole list screen's body: the filter form over the paged table, in one card. */
export function ListPanel<K extends string, T>({
  list,
  filters,
  table,
  children,
  title,
}: ListPanelProps<K, T>) {
  return (
    <Paper withBorder p="md" radius="md">
      {title && (
        <Title order={2} fz="md" mb="sm">
          {title}
        </Title>
      )}
      <FilterBar
        {...filters}
        testId={table.testId}
        draft={list.draft}
        onDraft={list.setDraftValue}
        onApply={list.apply}
        onSearch={list.search}
        onClear={list.clear}
      />
      {children}
      <AdminTable<T> {...table} result={list.result} page={list.page} onPage={list.setPage} />
    </Paper>
  );
}
