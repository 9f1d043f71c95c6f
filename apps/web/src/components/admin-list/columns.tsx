import { Badge, Button, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { formatTimestamp } from '../../lib/format.ts';
import { formatBaht } from '../../lib/format.ts';

/** Numbers and times: one line, aligned digits. */
const DIGITS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A baht amount, right-aligned and bold. */
export function moneyColumn<T>(
  accessor: string,
  title: string,
  amountOf: (row: T) => number | string | null,
): DataTableColumn<T> {
  return {
    accessor,
    title,
    textAlign: 'right',
    cellsStyle: () => ({ ...DIGITS, fontWeight: 600 }),
    render: (row) => {
      const amount = amountOf(row);
      return amount === null ? '—' : typeof amount === 'number' ? formatBaht(amount) : amount;
    },
  };
}

/** A time of the API (ISO +07:00) as "YYYY-MM-DD HH:mm:ss". */
export function timeColumn<T>(
  accessor: string,
  title: string,
  timeOf: (row: T) => string | null,
): DataTableColumn<T> {
  return { accessor, title, cellsStyle: () => DIGITS, render: (row) => formatTimestamp(timeOf(row)) };
}

/** A status badge (colour by status) with an optional dimmed line under it. */
export function badgeColumn<T, S extends string>(
  accessor: string,
  title: string,
  badge: { statusOf: (row: T) => S; colors: Partial<Record<S, string>>; label: (status: S) => string },
  detailOf?: (row: T) => ReactNode,
): DataTableColumn<T> {
  return {
    accessor,
    title,
    render: (row) => {
      const status = badge.statusOf(row);
      const detail = detailOf?.(row);
      return (
        <>
          <Badge color={badge.colors[status] ?? 'gray'} variant="light">
            {badge.label(status)}
          </Badge>
          {detail !== undefined && (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          )}
        </>
      );
    },
  };
}

/** Two lines in one cell: the value and a dimmed detail (an account and its holder, a decision). */
export function twoLines(
  main: ReactNode,
  detail: ReactNode,
  {
    mono = false,
    detailColor = 'dimmed',
    size = 'sm',
  }: { mono?: boolean; detailColor?: string; size?: 'xs' | 'sm' } = {},
) {
  return (
    <>
      <Text size={size} ff={mono ? 'monospace' : undefined}>
        {main}
      </Text>
      <Text size="xs" c={detailColor}>
        {detail}
      </Text>
    </>
  );
}

/** The last column: the row's action button, shown only where `canAct(row)`. */
export function actionColumn<T>(
  label: string,
  testId: string,
  canAct: (row: T) => boolean,
  onAct: (row: T) => void,
  /** While the action runs (a button that acts at once, without a dialog). */
  pending = false,
): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title: '',
    textAlign: 'right',
    render: (row) =>
      canAct(row) ? (
        <Button
          size="compact-xs"
          variant="light"
          data-testid={testId}
          loading={pending}
          onClick={() => onAct(row)}
        >
          {label}
        </Button>
      ) : null,
  };
}
