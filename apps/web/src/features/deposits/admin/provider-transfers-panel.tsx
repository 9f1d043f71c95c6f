import { CRYPTO_TRANSFER_STATUSES, TRUEMONEY_TRANSFER_STATUSES } from '@chokdee/domain';
import { Paper, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { QuickFilters, useLocalTableState } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { TransferDecideModal, type UnmatchedTransfer } from './transfer-decide-modal.tsx';
import { TRANSFER_KINDS, TransfersTable } from './provider-transfers-table.tsx';

/** What the TrueMoney and crypto hooks received, with the member each names and what it credited; staff decide the unmatched. */
export function ProviderTransfersPanel({ canDecide }: { canDecide: boolean }) {
  const { t } = useAdminT();
  const [deciding, setDeciding] = useState<UnmatchedTransfer | null>(null);
  const state = useLocalTableState({ kind: 'crypto', status: '' });
  const kind = state.filters.kind === 'truemoney' ? 'truemoney' : 'crypto';
  const statuses = kind === 'crypto' ? CRYPTO_TRANSFER_STATUSES : TRUEMONEY_TRANSFER_STATUSES;
  const decide = canDecide ? setDeciding : undefined;
  const options = statuses.map((s) => ({ value: s, label: t(`providers.statuses.${s}`) }));
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
            options: [{ value: '', label: t('deposits.all') }, ...options],
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
        <TransfersTable key="crypto" kind={TRANSFER_KINDS.crypto} state={state} decide={decide} />
      ) : (
        <TransfersTable key="truemoney" kind={TRANSFER_KINDS.truemoney} state={state} decide={decide} />
      )}
      {deciding && <TransferDecideModal transfer={deciding} onClose={() => setDeciding(null)} />}
    </Paper>
  );
}
