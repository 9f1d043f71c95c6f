import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import {
  badgeColumn,
  dayRange,
  dayRangeQuery,
  ListPanel,
  moneyColumn,
  pageQuery,
  textQuery,
  timeColumn,
  twoLines,
  useAdminList,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import {
  fetchGameTransactions,
  TRANSACTIONS_KEY,
  useAdminProviders,
  type AdminTransaction,
} from './games-admin-api.ts';

/** A provider's id: one line, cut with its whole value on hover. */
const Id = ({ value, dimmed = false }: { value: string; dimmed?: boolean }) => (
  <Text size="xs" ff="monospace" c={dimmed ? 'dimmed' : undefined} truncate maw={170} title={value}>
    {value}
  </Text>
);

const KEYS = ['q', 'provider', 'roundId', 'transactionId', 'from', 'to'] as const;
const KIND_COLORS = { bet: 'blue', win: 'green', rollback: 'orange' } as const;

function transactionColumns(t: TFunction): DataTableColumn<AdminTransaction>[] {
  return [
    timeColumn('createdAt', t('games.time'), (row) => row.createdAt),
    {
      accessor: 'userName',
      title: t('games.member'),
      render: (row) => twoLines(row.userName, row.memberUuid, { mono: true, size: 'xs' }),
    },
    {
      accessor: 'game',
      title: t('games.game'),
      render: (row) => twoLines(row.gameId, row.provider, { size: 'xs' }),
    },
    {
      accessor: 'roundId',
      title: t('games.roundId'),
      cellsStyle: () => ({ fontFamily: 'monospace', fontSize: 12 }),
    },
    badgeColumn('kind', t('games.kind'), {
      statusOf: (row: AdminTransaction) => row.kind,
      colors: KIND_COLORS,
      label: (kind) => t(`games.kinds.${kind}`),
    }),
    moneyColumn('amount', t('games.amount'), (row) => row.amount),
    badgeColumn('outcome', t('games.outcome'), {
      statusOf: (row: AdminTransaction) => row.outcome,
      colors: { OK: 'green' },
      label: (outcome) => outcome,
    }),
    {
      accessor: 'transactionId',
      title: t('games.transactionId'),
      render: (row) => (
        <>
          <Id value={row.transactionId} />
          {row.referenceTransactionId && <Id value={`↳ ${row.referenceTransactionId}`} dimmed />}
        </>
      ),
    },
  ];
}

/** Members' game wallet calls, newest first: search by member, provider, round, transaction id, days. */
export function GameTransactionsPage() {
  const { t } = useAdminT();
  const providers = useAdminProviders();
  const list = useAdminList({
    keys: KEYS,
    queryKey: TRANSACTIONS_KEY,
    fetch: (filters, page, signal) =>
      fetchGameTransactions(
        {
          q: filters.q,
          provider: textQuery(filters.provider),
          roundId: textQuery(filters.roundId),
          transactionId: textQuery(filters.transactionId),
          ...dayRangeQuery(filters.from, filters.to),
          ...pageQuery(page),
        },
        signal,
      ),
  });
  return (
    <>
      <PageHeader title={t('games.transactionsTitle')} />
      <ListPanel<(typeof KEYS)[number], AdminTransaction>
        list={list}
        filters={{
          fields: [
            {
              kind: 'text',
              key: 'q',
              label: t('games.member'),
              placeholder: t('games.memberHint'),
              testId: 'game-tx-q',
            },
            {
              kind: 'select',
              key: 'provider',
              label: t('games.provider'),
              atOnce: true,
              options: [
                { value: '', label: t('games.allProviders') },
                ...(providers.data ?? []).map((p) => ({ value: p.provider, label: p.names.th })),
              ],
            },
            { kind: 'text', key: 'roundId', label: t('games.roundId'), testId: 'game-tx-round' },
            { kind: 'text', key: 'transactionId', label: t('games.transactionId'), testId: 'game-tx-id' },
            ...dayRange({ from: t('games.from'), to: t('games.to') }),
          ],
        }}
        table={{
          testId: 'game-transactions',
          rowTestId: 'game-transaction-row',
          statusOf: (row) => row.kind,
          idOf: (row) => row.id,
          minWidth: 1200,
          columns: transactionColumns(t),
        }}
      />
    </>
  );
}
