import { CRYPTO_TRANSFER_STATUSES, TRUEMONEY_TRANSFER_STATUSES } from '@chokdee/domain';
import { Badge, Button, Group, NativeSelect, Paper, SegmentedControl, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBaht } from '../../../lib/format.ts';
import { num } from './deposits-api.ts';
import { formatTime } from '../../../lib/admin/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { DataTable, Pager, TableState } from '../../../components/admin/ui.tsx';
import { fetchCryptoTransfers, fetchTruemoneyTransfers, PROVIDERS_KEY } from './providers-api.ts';
import { TransferDecideModal, type UnmatchedTransfer } from './transfer-decide-modal.tsx';

const COLORS: Record<string, string> = {
  CONFIRMING: 'blue',
  CREDITED: 'green',
  MATCHED: 'green',
  UNMATCHED: 'yellow',
  DISMISSED: 'gray',
};
const PAGE_SIZE = 20;

interface TableProps {
  status: string;
  page: number;
  setPage: (page: number) => void;
  /** Set when the staff member may credit or dismiss an UNMATCHED transfer. */
  onDecide: ((transfer: UnmatchedTransfer) => void) | undefined;
}

/** The row's Decide button (UNMATCHED rows, staff with deposits.decide). */
function DecideCell({ status, onClick }: { status: string; onClick: (() => void) | undefined }) {
  const { t } = useAdminT();
  return (
    <Table.Td ta="right">
      {onClick && status === 'UNMATCHED' && (
        <Button size="compact-xs" variant="light" data-testid="transfer-decide" onClick={onClick}>
          {t('deposits.decide')}
        </Button>
      )}
    </Table.Td>
  );
}

function CryptoTransfers({ status, page, setPage, onDecide }: TableProps) {
  const { t } = useAdminT();
  const result = useQuery({
    queryKey: [...PROVIDERS_KEY, 'crypto-transfers', status, page],
    queryFn: ({ signal }) =>
      fetchCryptoTransfers({ status: status || undefined, page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <TableState
      loading={result.isPending}
      error={result.error}
      empty={result.data?.items.length === 0}
      testId="crypto-transfers"
    >
      <DataTable testId="crypto-transfers-table" minWidth={1000}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('providers.firstSeen')}</Table.Th>
            <Table.Th>{t('providers.network')}</Table.Th>
            <Table.Th>{t('providers.tx')}</Table.Th>
            <Table.Th ta="right">USDT</Table.Th>
            <Table.Th ta="right">{t('providers.confirmations')}</Table.Th>
            <Table.Th>{t('providers.member')}</Table.Th>
            <Table.Th>{t('deposits.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: result.isPlaceholderData ? 0.5 : 1 }}>
          {result.data?.items.map((row) => (
            <Table.Tr key={row.id} data-testid="crypto-transfer-row" data-status={row.status}>
              <Table.Td {...num}>{formatTime(row.firstSeenAt)}</Table.Td>
              <Table.Td>{row.network}</Table.Td>
              <Table.Td ff="monospace" fz="xs" style={{ wordBreak: 'break-all' }}>
                {row.txHash}
                <Text fz="xs" c="dimmed">
                  → {row.address}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={600} {...num}>
                {row.amount}
              </Table.Td>
              <Table.Td ta="right" {...num}>
                {row.confirmations}
              </Table.Td>
              <Table.Td>{row.userName ?? '—'}</Table.Td>
              <Table.Td miw={120}>
                <Badge color={COLORS[row.status]} variant="light">
                  {t(`providers.statuses.${row.status}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {row.depositId ? `#${row.depositId}` : ''}{' '}
                  {row.creditedAmount !== null ? `฿ ${formatBaht(row.creditedAmount)}` : ''}
                </Text>
              </Table.Td>
              <DecideCell
                status={row.status}
                onClick={
                  onDecide &&
                  (() =>
                    onDecide({
                      kind: 'crypto',
                      id: row.id,
                      summary: `${row.amount} USDT ${row.network}`,
                      memberUuid: row.memberUuid,
                      userName: row.userName,
                    }))
                }
              />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </DataTable>
      {result.data && <Pager page={page} total={result.data.total} pageSize={PAGE_SIZE} onChange={setPage} />}
    </TableState>
  );
}

function TruemoneyTransfers({ status, page, setPage, onDecide }: TableProps) {
  const { t } = useAdminT();
  const result = useQuery({
    queryKey: [...PROVIDERS_KEY, 'truemoney-transfers', status, page],
    queryFn: ({ signal }) =>
      fetchTruemoneyTransfers({ status: status || undefined, page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      {result.data && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="truemoney-totals">
          {t('deposits.lineTotals', {
            count: result.data.totals.count,
            amount: formatBaht(result.data.totals.amount),
          })}
        </Text>
      )}
      <TableState
        loading={result.isPending}
        error={result.error}
        empty={result.data?.items.length === 0}
        testId="truemoney-transfers"
      >
        <DataTable testId="truemoney-transfers-table" minWidth={900}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('providers.transferTime')}</Table.Th>
              <Table.Th>{t('providers.tx')}</Table.Th>
              <Table.Th ta="right">{t('deposits.amount')}</Table.Th>
              <Table.Th>{t('providers.fromPhone')}</Table.Th>
              <Table.Th>{t('providers.member')}</Table.Th>
              <Table.Th>{t('deposits.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: result.isPlaceholderData ? 0.5 : 1 }}>
            {result.data?.items.map((row) => (
              <Table.Tr key={row.id} data-testid="truemoney-transfer-row" data-status={row.status}>
                <Table.Td {...num}>{formatTime(row.transferTime)}</Table.Td>
                <Table.Td ff="monospace">{row.transactionId}</Table.Td>
                <Table.Td ta="right" fw={600} {...num}>
                  {formatBaht(row.amount)}
                </Table.Td>
                <Table.Td ff="monospace">{row.fromPhone}</Table.Td>
                <Table.Td>{row.userName ?? '—'}</Table.Td>
                <Table.Td miw={120}>
                  <Badge color={COLORS[row.status]} variant="light">
                    {t(`providers.statuses.${row.status}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {row.depositId ? `#${row.depositId}` : ''}
                  </Text>
                </Table.Td>
                <DecideCell
                  status={row.status}
                  onClick={
                    onDecide &&
                    (() =>
                      onDecide({
                        kind: 'truemoney',
                        id: row.id,
                        summary: `฿ ${formatBaht(row.amount)} ${row.fromPhone}`,
                        memberUuid: row.memberUuid,
                        userName: row.userName,
                      }))
                  }
                />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
        {result.data && (
          <Pager page={page} total={result.data.total} pageSize={PAGE_SIZE} onChange={setPage} />
        )}
      </TableState>
    </>
  );
}

/** What the TrueMoney and crypto hooks received, with the member each names and what it credited; staff decide the unmatched. */
export function ProviderTransfersPanel({ canDecide }: { canDecide: boolean }) {
  const { t } = useAdminT();
  const [deciding, setDeciding] = useState<UnmatchedTransfer | null>(null);
  const onDecide = canDecide ? setDeciding : undefined;
  const [kind, setKind] = useState<'crypto' | 'truemoney'>('crypto');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const statuses = kind === 'crypto' ? CRYPTO_TRANSFER_STATUSES : TRUEMONEY_TRANSFER_STATUSES;
  return (
    <Paper withBorder p="md" radius="md">
      <Group align="flex-end" mb="md">
        <SegmentedControl
          value={kind}
          onChange={(value) => {
            setKind(value);
            setStatus('');
            setPage(1);
          }}
          data={[
            { value: 'crypto', label: t('providers.crypto') },
            { value: 'truemoney', label: t('providers.truemoney') },
          ]}
          data-testid="provider-transfers-kind"
        />
        <NativeSelect
          label={t('deposits.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: '', label: t('deposits.all') },
            ...statuses.map((s) => ({ value: s, label: t(`providers.statuses.${s}`) })),
          ]}
        />
      </Group>
      {kind === 'crypto' ? (
        <CryptoTransfers status={status} page={page} setPage={setPage} onDecide={onDecide} />
      ) : (
        <TruemoneyTransfers status={status} page={page} setPage={setPage} onDecide={onDecide} />
      )}
      {deciding && <TransferDecideModal transfer={deciding} onClose={() => setDeciding(null)} />}
    </Paper>
  );
}
