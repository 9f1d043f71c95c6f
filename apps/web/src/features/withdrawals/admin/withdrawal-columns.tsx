import { WITHDRAWAL_STATUSES, type AdminWithdrawal, type WithdrawalStatus } from '@chokdee/domain';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import {
  actionColumn,
  badgeColumn,
  enumOptions,
  memberAndDays,
  moneyColumn,
  timeColumn,
  twoLines,
  type FilterField,
} from '../../../components/admin-list/index.ts';

const COLORS: Record<WithdrawalStatus, string> = {
  PENDING: 'yellow',
  APPROVED_1: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};

/** The withdrawal queue's columns; `decide` is absent for staff who may not decide. */
export function withdrawalColumns(
  t: TFunction,
  decide: ((row: AdminWithdrawal) => void) | undefined,
): DataTableColumn<AdminWithdrawal>[] {
  return [
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
      { statusOf: (row) => row.status, colors: COLORS, label: (s) => t(`withdrawals.statuses.${s}`) },
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
      (row) => decide !== undefined && (row.status === 'PENDING' || row.status === 'APPROVED_1'),
      (row) => decide?.(row),
    ),
  ];
}

export const WITHDRAWAL_FILTER_KEYS = ['status', 'q', 'from', 'to'] as const;

/** The withdrawal queue's filters: status (pending by default), member, days. */
export function withdrawalFilters(t: TFunction): FilterField<(typeof WITHDRAWAL_FILTER_KEYS)[number]>[] {
  return [
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
    ...memberAndDays(
      {
        label: t('withdrawals.member'),
        placeholder: t('withdrawals.memberHint'),
        testId: 'withdrawals-filter-q',
      },
      { from: t('withdrawals.from'), to: t('withdrawals.to') },
    ),
  ];
}
