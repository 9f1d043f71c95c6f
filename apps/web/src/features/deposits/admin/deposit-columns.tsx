import type { AdminDeposit } from '@chokdee/domain';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import {
  actionColumn,
  badgeColumn,
  moneyColumn,
  timeColumn,
  twoLines,
} from '../../../components/admin-list/index.ts';
import { DEPOSIT_COLORS } from './deposits-api.ts';

/** The deposit queue's columns; `decide` is absent for staff who may not decide. */
export function depositColumns(
  t: TFunction,
  decide: ((row: AdminDeposit) => void) | undefined,
): DataTableColumn<AdminDeposit>[] {
  const decidable = (row: AdminDeposit) =>
    row.status === 'PENDING' && (row.method === 'NORMAL' || row.method === 'CRYPTO');
  return [
    { accessor: 'id', title: '#' },
    timeColumn('createdAt', t('deposits.created'), (row) => row.createdAt),
    { accessor: 'userName', title: t('deposits.member') },
    { accessor: 'method', title: t('deposits.method'), render: (row) => t(`deposits.methods.${row.method}`) },
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
      render: (row) => twoLines(row.decidedBy ?? '', row.reason ?? row.referTransferId ?? '', { size: 'xs' }),
    },
    actionColumn(
      t('deposits.decide'),
      'deposit-decide',
      (row) => decide !== undefined && decidable(row),
      (row) => decide?.(row),
    ),
  ];
}
