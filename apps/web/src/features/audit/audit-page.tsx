import { Button, Code, Group, NativeSelect, Paper, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { adminApi } from '../../lib/admin/admin-api.ts';
import { formatTime } from '../../lib/admin/format.ts';
import { useAdminT } from '../../lib/admin/i18n.ts';
import { hasPermission } from '../../lib/admin/permissions.ts';
import { ADMIN_KEY, useStaffMe } from '../../lib/admin/session.ts';
import type { AuditRow, Paged, StaffView } from '../../lib/admin/types.ts';
import { useTableState } from '../../lib/admin/use-table-state.ts';
import { DataTable, PageHeader, Pager, TableState } from '../../components/admin/ui.tsx';
import { dayRangeToInstants, diffAudit } from './audit-diff.ts';

const KEYS = ['staffId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
type Key = (typeof KEYS)[number];
const PAGE_SIZE = 20;

/** before → after of one audit row: changed keys highlighted; the raw JSON on request. */
function AuditChange({ row }: { row: AuditRow }) {
  const { t } = useAdminT();
  const [raw, setRaw] = useState(false);
  const lines = diffAudit(row.before, row.after);
  return (
    <Paper p="sm" bg="gray.0" data-testid="audit-diff">
      {raw ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <div>
            <Text size="xs" c="dimmed">
              before
            </Text>
            <Code block>{JSON.stringify(row.before, null, 2)}</Code>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              after
            </Text>
            <Code block>{JSON.stringify(row.after, null, 2)}</Code>
          </div>
        </SimpleGrid>
      ) : lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('audit.noData')}
        </Text>
      ) : (
        <Table fz="xs" withRowBorders={false} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="25%">{t('audit.field')}</Table.Th>
              <Table.Th>{t('audit.before')}</Table.Th>
              <Table.Th>{t('audit.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.key} bg={line.changed ? 'yellow.0' : undefined}>
                <Table.Td ff="monospace">{line.key || '—'}</Table.Td>
                <Table.Td
                  ff="monospace"
                  c={line.changed ? 'red.8' : undefined}
                  style={{ wordBreak: 'break-all' }}
                >
                  {line.before}
                </Table.Td>
                <Table.Td
                  ff="monospace"
                  c={line.changed ? 'green.8' : undefined}
                  style={{ wordBreak: 'break-all' }}
                >
                  {line.after}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Button size="compact-xs" variant="subtle" mt={4} onClick={() => setRaw(!raw)}>
        {raw ? t('audit.showDiff') : t('audit.showJson')}
      </Button>
    </Paper>
  );
}

/** Audit log search: staff, action (prefix), target, date range (Bangkok days); newest first. */
export function AuditPage() {
  const { t } = useAdminT();
  const me = useStaffMe();
  const table = useTableState(KEYS);
  const [draft, setDraft] = useState(table.filters);
  const [shown, setShown] = useState(table.filters);
  if (shown !== table.filters) {
    setShown(table.filters);
    setDraft(table.filters);
  }
  const [open, setOpen] = useState<string | number | null>(null);
  const seesAll = hasPermission(me.data?.permissions, 'audit.view.all');
  const canListStaff = hasPermission(me.data?.permissions, 'staff.manage');
  const staffList = useQuery({
    queryKey: [ADMIN_KEY, 'staff'],
    queryFn: ({ signal }) => adminApi.get<StaffView[]>('staff.list', undefined, signal),
    enabled: canListStaff,
  });
  const { filters, page } = table;
  const result = useQuery({
    queryKey: [ADMIN_KEY, 'audit', filters, page],
    queryFn: ({ signal }) =>
      adminApi.get<Paged<AuditRow>>(
        'audit.search',
        {
          staffId: seesAll ? filters.staffId || undefined : undefined,
          action: filters.action || undefined,
          targetType: filters.targetType || undefined,
          targetId: filters.targetId || undefined,
          ...dayRangeToInstants(filters.from, filters.to),
          page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const set = (key: Key) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

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
        <form
          data-testid="audit-filters"
          onSubmit={(event) => {
            event.preventDefault();
            table.setFilters(draft);
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm" mb="sm">
            {seesAll &&
              (canListStaff ? (
                <NativeSelect
                  label={t('audit.staff')}
                  data={[
                    { value: '', label: t('audit.allStaff') },
                    ...(staffList.data ?? []).map((s) => ({ value: String(s.id), label: s.username })),
                  ]}
                  value={draft.staffId}
                  onChange={(event) => set('staffId')(event.currentTarget.value)}
                  data-testid="audit-filter-staff"
                />
              ) : (
                <TextInput
                  label={t('audit.staffId')}
                  inputMode="numeric"
                  value={draft.staffId}
                  onChange={(event) => set('staffId')(event.currentTarget.value.replace(/\D/g, ''))}
                  data-testid="audit-filter-staff"
                />
              ))}
            <TextInput
              label={t('audit.action')}
              placeholder="member.status"
              value={draft.action}
              onChange={(event) => set('action')(event.currentTarget.value)}
              data-testid="audit-filter-action"
            />
            <TextInput
              label={t('audit.targetType')}
              placeholder="member"
              value={draft.targetType}
              onChange={(event) => set('targetType')(event.currentTarget.value)}
              data-testid="audit-filter-target-type"
            />
            <TextInput
              label={t('audit.targetId')}
              value={draft.targetId}
              onChange={(event) => set('targetId')(event.currentTarget.value)}
              data-testid="audit-filter-target-id"
            />
            <TextInput
              type="date"
              label={t('audit.from')}
              value={draft.from}
              onChange={(event) => set('from')(event.currentTarget.value)}
              data-testid="audit-filter-from"
            />
            <TextInput
              type="date"
              label={t('audit.to')}
              value={draft.to}
              onChange={(event) => set('to')(event.currentTarget.value)}
              data-testid="audit-filter-to"
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="xs" mb="md">
            <Button type="submit" data-testid="audit-search">
              {t('common.search')}
            </Button>
            <Button
              variant="default"
              onClick={() => table.setFilters(Object.fromEntries(KEYS.map((key) => [key, ''])))}
            >
              {t('common.clear')}
            </Button>
          </Group>
        </form>
        <TableState
          loading={result.isPending}
          error={result.error}
          empty={result.data?.items.length === 0}
          testId="audit"
        >
          <DataTable testId="audit-table" minWidth={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.time')}</Table.Th>
                <Table.Th>{t('audit.staff')}</Table.Th>
                <Table.Th>{t('audit.action')}</Table.Th>
                <Table.Th>{t('audit.target')}</Table.Th>
                <Table.Th>IP</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: result.isPlaceholderData ? 0.5 : 1 }}>
              {result.data?.items.map((row) => (
                <Fragment key={row.id}>
                  <Table.Tr data-testid="audit-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTime(row.createdAt)}</Table.Td>
                    <Table.Td>
                      {row.staffUsername ?? (row.staffId === null ? 'CLI' : `#${row.staffId}`)}
                    </Table.Td>
                    <Table.Td>
                      <Code
                        c="green.9"
                        bg="green.0"
                        data-testid="audit-action"
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {row.action}
                      </Code>
                    </Table.Td>
                    <Table.Td ff="monospace" fz="xs" style={{ wordBreak: 'break-all' }}>
                      {row.targetType ?? '—'}
                      {row.targetId ? `:${row.targetId}` : ''}
                    </Table.Td>
                    <Table.Td>{row.ip ?? '—'}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => setOpen(open === row.id ? null : row.id)}
                        data-testid="audit-toggle"
                      >
                        {open === row.id ? t('audit.hide') : t('audit.details')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {open === row.id && (
                    <Table.Tr>
                      <Table.Td colSpan={6}>
                        <AuditChange row={row} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </DataTable>
          {result.data && (
            <Pager
              page={page}
              total={result.data.total}
              pageSize={result.data.pageSize}
              onChange={table.setPage}
            />
          )}
        </TableState>
      </Paper>
    </>
  );
}
