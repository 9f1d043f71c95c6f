import {
  CRYPTO_TRANSFER_STATUSES,
  TRUEMONEY_TRANSFER_STATUSES,
  type AdminCryptoTransfer,
  type AdminTruemoneyTransfer,
  type CryptoTransferStatus,
  type TruemoneyTransferStatus,
} from '@chokdee/domain';
import { Paper, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import {
  AdminTable,
  PAGE_SIZE,
  QuickFilters,
  textQuery,
  TotalsText,
  useAdminList,
  useLocalTableState,
} from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { fetchCryptoTransfers, fetchTruemoneyTransfers, PROVIDERS_KEY } from './providers-api.ts';
import { TransferDecideModal, type UnmatchedTransfer } from './transfer-decide-modal.tsx';
import { cryptoColumns, truemoneyColumns } from './provider-transfer-columns.tsx';

const KEYS = ['kind', 'status'] as const;
type TableState = ReturnType<typeof useLocalTableState<(typeof KEYS)[number]>>;
type Decide = ((transfer: UnmatchedTransfer) => void) | undefined;

const transfersQuery = <S extends string>(filters: { status: string }, page: number) => ({
  status: textQuery<S>(filters.status),
  page,
  pageSize: PAGE_SIZE,
});

function CryptoTransfers({ state, decide }: { state: TableState; decide: Decide }) {
  const { t } = useAdminT();
  const list = useAdminList(
    {
      keys: KEYS,
      queryKey: [...PROVIDERS_KEY, 'crypto-transfers'],
      fetch: (filters, page, signal) =>
        fetchCryptoTransfers(transfersQuery<CryptoTransferStatus>(filters, page), signal),
    },
    state,
  );
  return (
    <AdminTable<AdminCryptoTransfer>
      result={list.result}
      page={list.page}
      onPage={list.setPage}
      idOf={(row) => row.id}
      statusOf={(row) => row.status}
      testId="crypto-transfers"
      rowTestId="crypto-transfer-row"
      minWidth={1000}
      columns={cryptoColumns(t, decide)}
    />
  );
}

function TruemoneyTransfers({ state, decide }: { state: TableState; decide: Decide }) {
  const { t } = useAdminT();
  const list = useAdminList(
    {
      keys: KEYS,
      queryKey: [...PROVIDERS_KEY, 'truemoney-transfers'],
      fetch: (filters, page, signal) =>
        fetchTruemoneyTransfers(transfersQuery<TruemoneyTransferStatus>(filters, page), signal),
    },
    state,
  );
  return (
    <>
      <TotalsText
        totals={list.result.data?.totals}
        testId="truemoney-totals"
        mb="xs"
        text={(v) => t('deposits.lineTotals', v)}
      />
      <AdminTable<AdminTruemoneyTransfer>
        result={list.result}
        page={list.page}
        onPage={list.setPage}
        idOf={(row) => row.id}
        statusOf={(row) => row.status}
        testId="truemoney-transfers"
        rowTestId="truemoney-transfer-row"
        minWidth={900}
        columns={truemoneyColumns(t, decide)}
      />
    </>
  );
}

/** What the TrueMoney and crypto hooks received, with the member each names and what it credited; staff decide the unmatched. */
export function ProviderTransfersPanel({ canDecide }: { canDecide: boolean }) {
  const { t } = useAdminT();
  const [deciding, setDeciding] = useState<UnmatchedTransfer | null>(null);
  const state = useLocalTableState({ kind: 'crypto', status: '' });
  const kind = state.filters.kind === 'truemoney' ? 'truemoney' : 'crypto';
  const statuses = kind === 'crypto' ? CRYPTO_TRANSFER_STATUSES : TRUEMONEY_TRANSFER_STATUSES;
  const decide = canDecide ? setDeciding : undefined;
  return (
    <Paper withBorder p="md" radius="md">
      <QuickFilters
        mb="md"
        filters={state.filters}
        onChange={state.setFilters}
        fields={[
          {
            kind: 'select',
            key: 'status',
            label: t('deposits.status'),
            options: [
              { value: '', label: t('deposits.all') },
              ...statuses.map((s) => ({ value: s, label: t(`providers.statuses.${s}`) })),
            ],
          },
        ]}
      >
        <SegmentedControl
          value={kind}
          onChange={(value) => state.setFilters({ kind: value, status: '' })}
          data={[
            { value: 'crypto', label: t('providers.crypto') },
            { value: 'truemoney', label: t('providers.truemoney') },
          ]}
          data-testid="provider-transfers-kind"
        />
      </QuickFilters>
      {kind === 'crypto' ? (
        <CryptoTransfers state={state} decide={decide} />
      ) : (
        <TruemoneyTransfers state={state} decide={decide} />
      )}
      {deciding && <TransferDecideModal transfer={deciding} onClose={() => setDeciding(null)} />}
    </Paper>
  );
}
