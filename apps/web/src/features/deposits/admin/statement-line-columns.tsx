import type { AdminStatementLine } from '@chokdee/domain';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { actionColumn, badgeColumn, moneyColumn, timeColumn } from '../../../components/admin-list/index.ts';

const LINE_COLORS = { MATCHED: 'green', UNMATCHED: 'yellow', DISMISSED: 'gray' } as const;

/** The statement lines' columns; `decide` is absent for staff who may not decide. */
export function statementLineColumns(
  t: TFunction,
  decide: ((line: AdminStatementLine) => void) | undefined,
): DataTableColumn<AdminStatementLine>[] {
  return [
    timeColumn('transferAt', t('deposits.received'), (line) => line.transferAt),
    {
      accessor: 'account',
      title: t('deposits.account'),
      cellsStyle: () => ({ fontFamily: 'monospace' }),
      render: (line) => `${line.bankCode} ${line.bankAccountNumber}`,
    },
    {
      accessor: 'referTransferId',
      title: t('deposits.reference'),
      cellsStyle: () => ({ fontFamily: 'monospace' }),
    },
    moneyColumn('amount', t('deposits.amount'), (line) => line.amount),
    {
      accessor: 'from',
      title: t('deposits.from'),
      render: (line) =>
        line.fromAccountNumber ? `${line.fromBankCode ?? ''} ${line.fromAccountNumber}` : '—',
    },
    badgeColumn(
      'status',
      t('deposits.status'),
      {
        statusOf: (line) => line.status,
        colors: LINE_COLORS,
        label: (s) => t(`deposits.lineStatuses.${s}`),
      },
      (line) => `${line.depositId ? `#${line.depositId}` : ''} ${line.decidedBy ?? ''} ${line.note ?? ''}`,
    ),
    actionColumn(
      t('deposits.decide'),
      'line-decide',
      (line) => decide !== undefined && line.status === 'UNMATCHED',
      (line) => decide?.(line),
    ),
  ];
}
