import { Button, Code, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AdminTable,
  dayRangeQuery,
  FilterBar,
  PAGE_SIZE,
  textQuery,
  timeColumn,
  useAdminList,
  type FilterField,
} from '../../components/admin-list/index.ts';
import { adminApi } from '../../lib/admin/admin-api.ts';
import { useAdminT } from '../../lib/admin/i18n.ts';
import { hasPermission } from '../../lib/admin/permissions.tsx';
import { ADMIN_KEY, useStaffMe } from '../../lib/admin/session.ts';
import type { AuditRow, Paged, StaffView } from '../../lib/admin/types.ts';
import { PageHeader } from '../../lib/admin/ui.tsx';
import { AuditChange } from './audit-change.tsx';

const KEYS = ['staffId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
type Key = (typeof KEYS)[number];

/** Audit log search: staff, action (prefix), target, date range (Bangkok days); newest first. */
export function AuditPage() {
  const { t } = useAdminT();
  const me = useStaffMe();
  const [open, setOpen] = useState<string | number | null>(null);
  const seesAll = hasPermission(me.data?.permissions, 'audit.view.all');
  const canListStaff = hasPermission(me.data?.permissions, 'staff.manage');
  const staffList = useQuery({
    queryKey: [ADMIN_KEY, 'staff'],
    queryFn: ({ signal }) => adminApi.get<StaffView[]>('staff.list', undefined, signal),
    enabled: canListStaff,
  });
  const list = useAdminList({
    keys: KEYS,
    queryKey: [ADMIN_KEY, 'audit'],
    fetch: (filters, page, signal) =>
      adminApi.get<Paged<AuditRow>>(
        'audit.search',
        {
          staffId: seesAll ? textQuery(filters.staffId) : undefined,
          action: textQuery(filters.action),
          targetType: textQuery(filters.targetType),
          targetId: textQuery(filters.targetId),
          ...dayRangeQuery(filters.from, filters.to),
          page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
  });
  const staffField: FilterField<Key> = canListStaff
    ? {
        kind: 'select',
        key: 'staffId',
        label: t('audit.staff'),
        testId: 'audit-filter-staff',
        options: [
          { value: '', label: t('audit.allStaff') },
          ...(staffList.data ?? []).map((s) => ({ value: String(s.id), label: s.username })),
        ],
      }
    : { kind: 'text', key: 'staffId', label: t('audit.staffId'), digits: true, testId: 'audit-filter-staff' };
  const fields: FilterField<Key>[] = [
    ...(seesAll ? [staffField] : []),
    {
      kind: 'text',
      key: 'action',
      label: t('audit.action'),
      placeholder: 'member.status',
      testId: 'audit-filter-action',
    },
    {
      kind: 'text',
      key: 'targetType',
      label: t('audit.targetType'),
      placeholder: 'member',
      testId: 'audit-filter-target-type',
    },
    { kind: 'text', key: 'targetId', label: t('audit.targetId'), testId: 'audit-filter-target-id' },
    { kind: 'day', key: 'from', label: t('audit.from'), testId: 'audit-filter-from' },
    { kind: 'day', key: 'to', label: t('audit.to'), testId: 'audit-filter-to' },
  ];
  return (
    <>
      <PageHeader title={t('audit.title')}>
        {!seesAll && (
          <Text size="sm" c="dimmed">
            {t('audit.ownOnly')}
          </Text>
        )}
      </PageHeader>
      <Paper withBorder p="md" radius="md">
        <FilterBar
          testId="audit"
          fields={fields}
          columns={{ md: 3, lg: 6 }}
          draft={list.draft}
          onDraft={list.setDraftValue}
          onSearch={list.search}
          onClear={list.clear}
        />
        <AdminTable<AuditRow>
          result={list.result}
          testId="audit"
          rowTestId="audit-row"
          idOf={(row) => row.id}
          page={list.page}
          onPage={list.setPage}
          minWidth={900}
          rowExpansion={{
            trigger: 'never',
            expanded: { recordIds: open === null ? [] : [open] },
            content: ({ record }) => <AuditChange row={record} />,
          }}
          columns={[
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
          ]}
        />
      </Paper>
    </>
  );
}
