import { WITHDRAWAL_STATUSES, type AdminWithdrawal, type WithdrawalStatus } from '@chokdee/domain';
import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  actionColumn,
  AdminTable,
  badgeColumn,
  dayRangeQuery,
  enumOptions,
  enumQuery,
  FilterBar,
  moneyColumn,
  PAGE_SIZE,
  textQuery,
  timeColumn,
  TotalsText,
  twoLines,
  useAdminList,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { hasPermission } from '../../../lib/admin/permissions.tsx';
import { useStaffMe } from '../../../lib/admin/session.ts';
import { formatBaht } from '../../../lib/format.ts';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import { UnverifiedBanks } from './unverified-banks.tsx';
import { WithdrawalDecideDialog } from './withdrawal-decide-dialog.tsx';
import { fetchWithdrawals, WITHDRAWALS_KEY } from './withdrawals-api.ts';

const KEYS = ['status', 'q', 'from', 'to'] as const;
const COLORS: Record<WithdrawalStatus, string> = {
  PENDING: 'yellow',
  APPROVED_1: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** The withdrawal queue: filters (status, member, days), totals, approve / reject. */
export function WithdrawalsPage() {
  const { t } = useAdminT();
  const me = useStaffMe();
  const [open, setOpen] = useState<AdminWithdrawal | null>(null);
  const canDecide = hasPermission(me.data?.permissions, 'withdrawals.decide');
  const list = useAdminList({
    keys: KEYS,
    queryKey: WITHDRAWALS_KEY,
    fetch: (filters, page, signal) =>
      fetchWithdrawals(
        {
          status: enumQuery(filters.status, 'PENDING'),
          q: textQuery(filters.q),
          ...dayRangeQuery(filters.from, filters.to),
          page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
  });
  const data = list.result.data;
  return (
    <>
      <PageHeader title={t('withdrawals.title')}>
        <TotalsText
          totals={data?.totals}
          testId="withdrawals-totals"
          text={(v) => t('withdrawals.totals', v)}
        />
      </PageHeader>
      <Stack>
        <Paper withBorder p="md" radius="md">
          <FilterBar
            testId="withdrawals"
            draft={list.draft}
            onDraft={list.setDraftValue}
            onSearch={list.search}
            onClear={list.clear}
            fields={[
              {
                kind: 'select',
                key: 'status',
                label: t('withdrawals.status'),
                testId: 'withdrawals-filter-status',
                options: enumOptions(WITHDRAWAL_STATUSES, (s) => t(`withdrawals.statuses.${s}`), {
                  fallback: 'PENDING',
                  allLabel: t('withdrawals.all'),
                }),
              },
              {
                kind: 'text',
                key: 'q',
                label: t('withdrawals.member'),
                placeholder: t('withdrawals.memberHint'),
                testId: 'withdrawals-filter-q',
              },
              { kind: 'day', key: 'from', label: t('withdrawals.from') },
              { kind: 'day', key: 'to', label: t('withdrawals.to') },
            ]}
          />
          {data && (
            <Text size="xs" c="dimmed" mb="xs">
              {t('withdrawals.twoPersonNote', { amount: formatBaht(data.twoPersonAbove) })}
            </Text>
          )}
          <AdminTable<AdminWithdrawal>
            result={list.result}
            testId="withdrawals"
            rowTestId="withdrawal-row"
            statusOf={(row) => row.status}
            idOf={(row) => row.id}
            page={list.page}
            onPage={list.setPage}
            minWidth={1000}
            columns={[
              { accessor: 'id', title: '#' },
              timeColumn('createdAt', t('withdrawals.created'), (row) => row.createdAt),
              { accessor: 'userName', title: t('withdrawals.member') },
              moneyColumn('amount', t('withdrawals.amount'), (row) => row.amount),
              {
                accessor: 'bank',
                title: t('withdrawals.bank'),
                render: (row) =>
                  twoLines(
                    `${row.bankCode} ${row.bankAccountNumber}`,
                    `${row.bankAccountName}${row.bankVerified ? '' : ` · ${t('withdrawals.nameUnverified')}`}`,
                    { mono: true, detailColor: row.bankVerified ? 'dimmed' : 'orange.8' },
                  ),
              },
              badgeColumn(
                'status',
                t('withdrawals.status'),
                {
                  statusOf: (row) => row.status,
                  colors: COLORS,
                  label: (s) => t(`withdrawals.statuses.${s}`),
                },
                (row) => (row.needsTwoApprovals ? t('withdrawals.twoPerson') : undefined),
              ),
              {
                accessor: 'decision',
                title: t('withdrawals.decision'),
                render: (row) =>
                  twoLines(
                    `${row.firstApprovedBy ? `${t('withdrawals.first')}: ${row.firstApprovedBy}` : ''}${row.decidedBy ? ` ${row.decidedBy}` : ''}`,
                    row.reference ?? row.reason ?? '',
                    { size: 'xs' },
                  ),
              },
              actionColumn(
                t('withdrawals.decide'),
                'withdrawal-decide',
                (row) => canDecide && (row.status === 'PENDING' || row.status === 'APPROVED_1'),
                (row) => setOpen(row),
              ),
            ]}
          />
        </Paper>
        <UnverifiedBanks canVerify={hasPermission(me.data?.permissions, 'banks.verify')} />
      </Stack>
      {open && <WithdrawalDecideDialog row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
