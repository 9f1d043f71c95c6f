import { Button, Code } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { timeColumn } from '../../components/admin-list/index.ts';
import type { AuditRow } from './audit-api.ts';

type Id = AuditRow['id'];

/** The audit log's columns; the last one opens or closes the row's change (`open` is the open row). */
export function auditColumns(
  t: TFunction,
  open: Id | null,
  setOpen: (id: Id | null) => void,
): DataTableColumn<AuditRow>[] {
  return [
    timeColumn('createdAt', t('audit.time'), (row) => row.createdAt),
    {
      accessor: 'staff',
      title: t('audit.staff'),
      render: (row) => row.staffUsername ?? (row.staffId === null ? 'CLI' : `#${row.staffId}`),
    },
    {
      accessor: 'action',
      title: t('audit.action'),
      render: (row) => (
        <Code c="green.9" bg="green.0" data-testid="audit-action" style={{ whiteSpace: 'nowrap' }}>
          {row.action}
        </Code>
      ),
    },
    {
      accessor: 'target',
      title: t('audit.target'),
      cellsStyle: () => ({
        fontFamily: 'monospace',
        fontSize: 'var(--mantine-font-size-xs)',
        wordBreak: 'break-all',
      }),
      render: (row) => `${row.targetType ?? '—'}${row.targetId ? `:${row.targetId}` : ''}`,
    },
    { accessor: 'ip', title: 'IP', render: (row) => row.ip ?? '—' },
    {
      accessor: 'toggle',
      title: '',
      textAlign: 'right',
      render: (row) => (
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => setOpen(open === row.id ? null : row.id)}
          data-testid="audit-toggle"
        >
          {open === row.id ? t('audit.hide') : t('audit.details')}
        </Button>
      ),
    },
  ];
}
