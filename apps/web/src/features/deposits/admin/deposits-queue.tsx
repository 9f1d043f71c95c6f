import { DEPOSIT_METHODS, DEPOSIT_STATUSES, type AdminDeposit, type DepositMethod } from '@chokdee/domain';
import { Paper } from '@mantine/core';
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
  type FilterField,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { DepositDecideDialog } from './deposit-decide-dialog.tsx';
import { DEPOSIT_COLORS, DEPOSITS_KEY, fetchDeposits } from './deposits-api.ts';

const KEYS = ['status', 'method', 'q', 'from', 'to'] as const;
type Key = (typeof KEYS)[number];

const decidable = (row: AdminDeposit) =>
  row.status === 'PENDING' && (row.method === 'NORMAL' || row.method === 'CRYPTO');

/** All deposits with filters (pending normal deposits by default), totals, approve / reject. */
export function DepositsQueue({ canDecide }: { canDecide: boolean }) {
  const { t } = useAdminT();
  const [open, setOpen] = useState<AdminDeposit | null>(null);
  const list = useAdminList({
    keys: KEYS,
    queryKey: [...DEPOSITS_KEY, 'list'],
    fetch: (filters, page, signal) =>
      fetchDeposits(
        {
          status: enumQuery(filters.status, 'PENDING'),
          method: enumQuery<DepositMethod>(filters.method, 'NORMAL'),
          q: textQuery(filters.q),
          ...dayRangeQuery(filters.from, filters.to),
          page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
  });
  const all = t('deposits.all');
  const fields: FilterField<Key>[] = [
    {
      kind: 'select',
      key: 'status',
      label: t('deposits.status'),
      testId: 'deposits-filter-status',
      options: enumOptions(DEPOSIT_STATUSES, (s) => t(`deposits.statuses.${s}`), {
        fallback: 'PENDING',
        allLabel: all,
      }),
    },
    {
      kind: 'select',
      key: 'method',
      label: t('deposits.method'),
      testId: 'deposits-filter-method',
      options: enumOptions(DEPOSIT_METHODS, (m) => t(`deposits.methods.${m}`), {
        fallback: 'NORMAL',
        allLabel: all,
      }),
    },
    {
      kind: 'text',
      key: 'q',
      label: t('deposits.member'),
      placeholder: t('deposits.memberHint'),
      testId: 'deposits-filter-q',
    },
    { kind: 'day', key: 'from', label: t('deposits.dateFrom') },
    { kind: 'day', key: 'to', label: t('deposits.dateTo') },
  ];
  const totals = (
    <TotalsText
      totals={list.result.data?.totals}
      testId="deposits-totals"
      text={(v) => t('deposits.totals', v)}
    />
  );
  return (
    <Paper withBorder p="md" radius="md">
      <FilterBar
        fields={fields}
        draft={list.draft}
        onDraft={list.setDraftValue}
        onSearch={list.search}
        onClear={list.clear}
        testId="deposits"
        summary={list.result.data ? totals : <span />}
      />
      <AdminTable<AdminDeposit>
        result={list.result}
        testId="deposits"
        rowTestId="deposit-row"
        statusOf={(row) => row.status}
        idOf={(row) => row.id}
        page={list.page}
        onPage={list.setPage}
        minWidth={1000}
        columns={[
          { accessor: 'id', title: '#' },
          timeColumn('createdAt', t('deposits.created'), (row) => row.createdAt),
          { accessor: 'userName', title: t('deposits.member') },
          {
            accessor: 'method',
            title: t('deposits.method'),
            render: (row) => t(`deposits.methods.${row.method}`),
          },
          moneyColumn('amount', t('deposits.amount'), (row) => row.prepareAmount ?? row.amount),
          {
            accessor: 'bank',
            title: t('deposits.to'),
            render: (row) =>
              twoLines(
                `${row.bankCode ?? ''} ${row.bankAccountNumber ?? ''}`,
                row.fromAccountNumber &&
                  `${t('deposits.from')}: ${row.fromBankCode ?? ''} ${row.fromAccountNumber} ${row.fromAccountName ?? ''}`,
                { mono: true },
              ),
          },
          badgeColumn('status', t('deposits.status'), {
            statusOf: (row) => row.status,
            colors: DEPOSIT_COLORS,
            label: (s) => t(`deposits.statuses.${s}`),
          }),
          {
            accessor: 'decision',
            title: t('deposits.decision'),
            render: (row) =>
              twoLines(row.decidedBy ?? '', row.reason ?? row.referTransferId ?? '', { size: 'xs' }),
          },
          actionColumn(
            t('deposits.decide'),
            'deposit-decide',
            (row) => canDecide && decidable(row),
            (row) => setOpen(row),
          ),
        ]}
      />
      {open && <DepositDecideDialog row={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
