import type { AdminCryptoTransfer, AdminTruemoneyTransfer } from '@chokdee/domain';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { actionColumn, badgeColumn, moneyColumn, timeColumn } from '../../../components/admin-list/index.ts';
import { formatBaht } from '../../../lib/format.ts';
import type { UnmatchedTransfer } from './transfer-decide-modal.tsx';

const COLORS: Record<string, string> = {
  CONFIRMING: 'blue',
  CREDITED: 'green',
  MATCHED: 'green',
  UNMATCHED: 'yellow',
  DISMISSED: 'gray',
};
const MONO = () => ({ fontFamily: 'monospace' });

type Decide = ((transfer: UnmatchedTransfer) => void) | undefined;

/** Status badge, the deposit it made (and what it credited), then the Decide button for UNMATCHED rows. */
function statusAndDecide<T extends { status: string; depositId: string | null }>(
  t: TFunction,
  decide: Decide,
  detailOf: (row: T) => string,
  transferOf: (row: T) => UnmatchedTransfer,
): DataTableColumn<T>[] {
  return [
    {
      ...badgeColumn<T, string>(
        'status',
        t('deposits.status'),
        { statusOf: (row) => row.status, colors: COLORS, label: (s) => t(`providers.statuses.${s}`) },
        detailOf,
      ),
      cellsStyle: () => ({ minWidth: 120 }),
    },
    actionColumn<T>(
      t('deposits.decide'),
      'transfer-decide',
      (row) => decide !== undefined && row.status === 'UNMATCHED',
      (row) => decide?.(transferOf(row)),
    ),
  ];
}

export const cryptoColumns = (t: TFunction, decide: Decide): DataTableColumn<AdminCryptoTransfer>[] => [
  timeColumn('firstSeenAt', t('providers.firstSeen'), (row) => row.firstSeenAt),
  { accessor: 'network', title: t('providers.network') },
  {
    accessor: 'txHash',
    title: t('providers.tx'),
    cellsStyle: () => ({
      fontFamily: 'monospace',
      fontSize: 'var(--mantine-font-size-xs)',
      wordBreak: 'break-all',
    }),
    render: (row) => (
      <>
        {row.txHash}
        <Text fz="xs" c="dimmed">
          → {row.address}
        </Text>
      </>
    ),
  },
  moneyColumn('amount', 'USDT', (row) => String(row.amount)),
  { accessor: 'confirmations', title: t('providers.confirmations'), textAlign: 'right' },
  { accessor: 'userName', title: t('providers.member'), render: (row) => row.userName ?? '—' },
  ...statusAndDecide<AdminCryptoTransfer>(
    t,
    decide,
    (row) =>
      `${row.depositId ? `#${row.depositId}` : ''} ${row.creditedAmount !== null ? `฿ ${formatBaht(row.creditedAmount)}` : ''}`,
    (row) => ({
      kind: 'crypto',
      id: row.id,
      summary: `${row.amount} USDT ${row.network}`,
      memberUuid: row.memberUuid,
      userName: row.userName,
    }),
  ),
];

export const truemoneyColumns = (t: TFunction, decide: Decide): DataTableColumn<AdminTruemoneyTransfer>[] => [
  timeColumn('transferTime', t('providers.transferTime'), (row) => row.transferTime),
  { accessor: 'transactionId', title: t('providers.tx'), cellsStyle: MONO },
  moneyColumn('amount', t('deposits.amount'), (row) => row.amount),
  { accessor: 'fromPhone', title: t('providers.fromPhone'), cellsStyle: MONO },
  { accessor: 'userName', title: t('providers.member'), render: (row) => row.userName ?? '—' },
  ...statusAndDecide<AdminTruemoneyTransfer>(
    t,
    decide,
    (row) => (row.depositId ? `#${row.depositId}` : ''),
    (row) => ({
      kind: 'truemoney',
      id: row.id,
      summary: `฿ ${formatBaht(row.amount)} ${row.fromPhone}`,
      memberUuid: row.memberUuid,
      userName: row.userName,
    }),
  ),
];
