import { Text } from '@mantine/core';
import { useState } from 'react';
import {
  dayRangeQuery,
  ListPanel,
  pageQuery,
  textQuery,
  useAdminList,
} from '../../components/admin-list/index.ts';
import { useAdminT } from '../../lib/admin/i18n.ts';
import { PageHeader } from '../../lib/admin/ui.tsx';
import { AUDIT_KEY, fetchAudit, type AuditRow } from './audit-api.ts';
import { auditColumns } from './audit-columns.tsx';
import { AuditChange } from './audit-change.tsx';
import { AUDIT_FILTER_KEYS, useAuditFilters } from './audit-filters.ts';

/** Audit log search: staff, action (prefix), target, date range (Bangkok days); newest first. */
export function AuditPage() {
  const { t } = useAdminT();
  const [open, setOpen] = useState<AuditRow['id'] | null>(null);
  const { seesAll, fields } = useAuditFilters(t);
  const list = useAdminList({
    keys: AUDIT_FILTER_KEYS,
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
  return (
    <>
      <PageHeader title={t('audit.title')}>
        {!seesAll && (
          <Text size="sm" c="dimmed">
            {t('audit.ownOnly')}
          </Text>
        )}
      </PageHeader>
      <ListPanel<(typeof AUDIT_FILTER_KEYS)[number], AuditRow>
        list={list}
        filters={{ columns: { md: 3, lg: 6 }, fields }}
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
