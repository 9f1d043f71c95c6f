import { Text } from '@mantine/core';
import { useState } from 'react';
import {
  dayRangeQuery,
  ListPanel,
  pageQuery,
  textQuery,
  useAdminList,
  type FilterField,
} from '../../components/admin-list/index.ts';
import { useAdminT } from '../../lib/admin/i18n.ts';
import { hasPermission } from '../../lib/admin/permissions.tsx';
import { useStaffMe } from '../../lib/admin/session.ts';
import type { AuditRow } from '../../lib/admin/types.ts';
import { PageHeader } from '../../lib/admin/ui.tsx';
import { useStaffList } from '../staff/index.ts';
import { AUDIT_KEY, fetchAudit } from './audit-api.ts';
import { auditColumns } from './audit-columns.tsx';
import { AuditChange } from './audit-change.tsx';

const KEYS = ['staffId', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
type Key = (typeof KEYS)[number];

/** Audit log search: staff, action (prefix), target, date range (Bangkok days); newest first. */
export function AuditPage() {
  const { t } = useAdminT();
  const me = useStaffMe();
  const [open, setOpen] = useState<AuditRow['id'] | null>(null);
  const seesAll = hasPermission(me.data?.permissions, 'audit.view.all');
  const canListStaff = hasPermission(me.data?.permissions, 'staff.manage');
  const staffList = useStaffList(canListStaff);
  const list = useAdminList({
    keys: KEYS,
    queryKey: AUDIT_KEY,
    fetch: (filters, page, signal) =>
      fetchAudit(
        {
          staffId: seesAll ? textQuery(filters.staffId) : undefined,
          action: textQuery(filters.action),
          targetType: textQuery(filters.targetType),
          targetId: textQuery(filters.targetId),
          ...dayRangeQuery(filters.from, filters.to),
          ...pageQuery(page),
        },
        signal,
      ),
  });
  const staffOptions = (staffList.data ?? []).map((s) => ({ value: String(s.id), label: s.username }));
  const staffField: FilterField<Key> = canListStaff
    ? {
        kind: 'select',
        key: 'staffId',
        label: t('audit.staff'),
        testId: 'audit-filter-staff',
        options: [{ value: '', label: t('audit.allStaff') }, ...staffOptions],
      }
    : { kind: 'text', key: 'staffId', label: t('audit.staffId'), digits: true, testId: 'audit-filter-staff' };
  const text = (key: Key, label: string, testId: string, placeholder?: string): FilterField<Key> => ({
    kind: 'text',
    key,
    label,
    placeholder,
    testId,
  });
  return (
    <>
      <PageHeader title={t('audit.title')}>
        {!seesAll && (
          <Text size="sm" c="dimmed">
            {t('audit.ownOnly')}
          </Text>
        )}
      </PageHeader>
      <ListPanel<Key, AuditRow>
        list={list}
        filters={{
          columns: { md: 3, lg: 6 },
          fields: [
            ...(seesAll ? [staffField] : []),
            text('action', t('audit.action'), 'audit-filter-action', 'member.status'),
            text('targetType', t('audit.targetType'), 'audit-filter-target-type', 'member'),
            text('targetId', t('audit.targetId'), 'audit-filter-target-id'),
            { kind: 'day', key: 'from', label: t('audit.from'), testId: 'audit-filter-from' },
            { kind: 'day', key: 'to', label: t('audit.to'), testId: 'audit-filter-to' },
          ],
        }}
        table={{
          testId: 'audit',
          rowTestId: 'audit-row',
          idOf: (row) => row.id,
          minWidth: 900,
          rowExpansion: {
            trigger: 'never',
            expanded: { recordIds: open === null ? [] : [open] },
            content: ({ record }) => <AuditChange row={record} />,
          },
          columns: auditColumns(t, open, setOpen),
        }}
      />
    </>
  );
}
