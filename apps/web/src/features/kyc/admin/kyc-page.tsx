import { KYC_STATUSES, type AdminKycCheck, type KycStatus } from '@chokdee/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  actionColumn,
  badgeColumn,
  enumOptions,
  enumQuery,
  ListPanel,
  pageQuery,
  textQuery,
  timeColumn,
  twoLines,
  useAdminList,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { KycDecideDialog } from './kyc-decide-dialog.tsx';
import { fetchKycChecks, KYC_ADMIN_KEY, KYC_COLORS } from './kyc-api.ts';

const KEYS = ['status', 'q'] as const;

/** Identity checks: the oldest waiting first, by status and member; open one to see its pictures and decide. */
export function KycPage() {
  const { t } = useAdminT();
  const [open, setOpen] = useState<AdminKycCheck | null>(null);
  const list = useAdminList({
    keys: KEYS,
    queryKey: [...KYC_ADMIN_KEY, 'list'],
    fetch: (filters, page, signal) =>
      fetchKycChecks(
        {
          status: enumQuery<KycStatus>(filters.status, 'PENDING'),
          q: textQuery(filters.q),
          ...pageQuery(page),
        },
        signal,
      ),
  });
  const status = (row: AdminKycCheck) => t(`kyc.statuses.${row.status}`);
  return (
    <Stack gap="md">
      <PageHeader title={t('kyc.title')} />
      <ListPanel<(typeof KEYS)[number], AdminKycCheck>
        list={list}
        filters={{
          fields: [
            {
              kind: 'select',
              key: 'status',
              label: t('kyc.status'),
              testId: 'kyc-filter-status',
              options: enumOptions(KYC_STATUSES, (s) => t(`kyc.statuses.${s}`), {
                fallback: 'PENDING',
                allLabel: t('kyc.all'),
              }),
            },
            {
              kind: 'text',
              key: 'q',
              label: t('kyc.member'),
              placeholder: t('kyc.memberHint'),
              testId: 'kyc-filter-q',
            },
          ],
        }}
        table={{
          testId: 'kyc',
          rowTestId: 'kyc-row',
          statusOf: (row) => row.status,
          idOf: (row) => row.id,
          minWidth: 760,
          columns: [
            { accessor: 'id', title: '#' },
            timeColumn('submittedAt', t('kyc.submitted'), (row) => row.submittedAt),
            {
              accessor: 'member',
              title: t('kyc.member'),
              render: (row) => twoLines(row.userName, row.name ?? ''),
            },
            badgeColumn('status', t('kyc.status'), {
              statusOf: (row) => row.status,
              colors: KYC_COLORS,
              label: (s) => t(`kyc.statuses.${s}`),
            }),
            {
              accessor: 'decision',
              title: t('kyc.decision'),
              render: (row) => twoLines(row.reviewedBy ?? '', row.reason ?? '', { size: 'xs' }),
            },
            actionColumn(t('kyc.open'), 'kyc-open', () => true, setOpen),
          ],
          cardOf: (row) => (
            <Paper withBorder p="sm" radius="md" data-testid="kyc-card">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={700}>{row.userName}</Text>
                  <Text size="xs" c="dimmed">
                    {formatTimestamp(row.submittedAt)} · {status(row)}
                  </Text>
                </div>
                <Button size="xs" variant="light" onClick={() => setOpen(row)}>
                  {t('kyc.open')}
                </Button>
              </Group>
            </Paper>
          ),
        }}
      />
      {open && <KycDecideDialog row={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
