import '@mantine/core/styles/Tabs.css';
import { DEPOSIT_METHODS, DEPOSIT_STATUSES, type AdminDeposit } from '@chokdee/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatBaht, formatTimestamp } from '../../../lib/format.ts';
import { dayRangeToInstants } from '../../audit/index.ts';
import { translateAdminError, useAdminT } from '../../../lib/admin/i18n.ts';
import { hasPermission } from '../../../lib/admin/permissions.tsx';
import { useStaffMe } from '../../../lib/admin/session.ts';
import { useTableState } from '../../../lib/admin/use-table-state.ts';
import { DataTable, PageHeader, Pager, TableState, useFeedback } from '../../../lib/admin/ui.tsx';
import { ProviderSettingsPanel } from './provider-settings-panel.tsx';
import { ProviderTransfersPanel } from './provider-transfers-panel.tsx';
import { DepositBanksPanel } from './deposit-banks-panel.tsx';
import {
  DEPOSIT_COLORS,
  DEPOSITS_KEY,
  fetchDeposits,
  num,
  slipUrl,
  useDepositActions,
} from './deposits-api.ts';
import { StatementLinesPanel } from './statement-lines-panel.tsx';

const KEYS = ['status', 'method', 'q', 'from', 'to'] as const;
const PAGE_SIZE = 20;

/** Approve (credit its amount) or reject (with a reason) one normal deposit; reject an open crypto request. */
function DecideModal({ row, onClose }: { row: AdminDeposit; onClose: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const actions = useDepositActions();
  const [reason, setReason] = useState('');
  const failure = actions.approve.error ?? actions.reject.error;
  const message = failure ? translateAdminError(t, failure) : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('deposits.decideTitle', { id: row.id })}
      size="lg"
      data-testid="deposit-modal"
    >
      <Stack>
        <Text>
          <b>{row.userName}</b> · ฿ {formatBaht(row.amount)} → {row.bankCode} {row.bankAccountNumber}
        </Text>
        <Text size="sm">
          {t('deposits.from')}: {row.fromBankCode} {row.fromAccountNumber} ({row.fromAccountName}) ·{' '}
          {row.channel} {row.channelName} · {row.depositAt ? formatTimestamp(row.depositAt) : ''}
        </Text>
        {row.hasSlip && (
          <Anchor href={slipUrl(row.id)} target="_blank" rel="noreferrer" data-testid="deposit-slip">
            {t('deposits.slip')}
          </Anchor>
        )}
        {message && (
          <Alert color="red" variant="light" data-testid="deposit-error">
            {message}
          </Alert>
        )}
        {row.method === 'NORMAL' && (
          <Paper withBorder p="sm">
            <Group justify="space-between">
              <Text size="sm">{t('deposits.approveHint')}</Text>
              <Button
                color="green"
                loading={actions.approve.isPending}
                data-testid="deposit-approve"
                onClick={() =>
                  actions.approve.mutate(
                    { id: row.id },
                    {
                      onSuccess: () => {
                        feedback.ok(t('deposits.approved'));
                        onClose();
                      },
                    },
                  )
                }
              >
                {t('deposits.approve')}
              </Button>
            </Group>
          </Paper>
        )}
        <Paper withBorder p="sm">
          <Group align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('deposits.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-testid="deposit-reason"
            />
            <Button
              color="red"
              variant="light"
              loading={actions.reject.isPending}
              disabled={reason.trim().length < 3}
              data-testid="deposit-reject"
              onClick={() =>
                actions.reject.mutate(
                  { id: row.id, reason: reason.trim() },
                  {
                    onSuccess: () => {
                      feedback.ok(t('deposits.rejected'));
                      onClose();
                    },
                  },
                )
              }
            >
              {t('deposits.reject')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Modal>
  );
}

/** All deposits with filters (pending normal deposits by default), totals, approve / reject. */
function DepositsQueue({ canDecide }: { canDecide: boolean }) {
  const { t } = useAdminT();
  const table = useTableState(KEYS);
  const [draft, setDraft] = useState(table.filters);
  const [shown, setShown] = useState(table.filters);
  if (shown !== table.filters) {
    setShown(table.filters);
    setDraft(table.filters);
  }
  const [open, setOpen] = useState<AdminDeposit | null>(null);
  const { filters, page } = table;
  const status = filters.status === '' ? 'PENDING' : filters.status === 'ALL' ? undefined : filters.status;
  const method = filters.method === '' ? 'NORMAL' : filters.method === 'ALL' ? undefined : filters.method;
  const result = useQuery({
    queryKey: [...DEPOSITS_KEY, 'list', filters, page],
    queryFn: ({ signal }) =>
      fetchDeposits(
        {
          status,
          method,
          q: filters.q || undefined,
          ...dayRangeToInstants(filters.from, filters.to),
          page,
          pageSize: PAGE_SIZE,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const set = (key: (typeof KEYS)[number]) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <Paper withBorder p="md" radius="md">
      <form
        data-testid="deposits-filters"
        onSubmit={(event) => {
          event.preventDefault();
          table.setFilters(draft);
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mb="sm">
          <NativeSelect
            label={t('deposits.status')}
            data={[
              { value: '', label: t('deposits.statuses.PENDING') },
              ...DEPOSIT_STATUSES.filter((s) => s !== 'PENDING').map((s) => ({
                value: s,
                label: t(`deposits.statuses.${s}`),
              })),
              { value: 'ALL', label: t('deposits.all') },
            ]}
            value={draft.status}
            onChange={(event) => set('status')(event.currentTarget.value)}
            data-testid="deposits-filter-status"
          />
          <NativeSelect
            label={t('deposits.method')}
            data={[
              { value: '', label: t('deposits.methods.NORMAL') },
              ...DEPOSIT_METHODS.filter((m) => m !== 'NORMAL').map((m) => ({
                value: m,
                label: t(`deposits.methods.${m}`),
              })),
              { value: 'ALL', label: t('deposits.all') },
            ]}
            value={draft.method}
            onChange={(event) => set('method')(event.currentTarget.value)}
            data-testid="deposits-filter-method"
          />
          <TextInput
            label={t('deposits.member')}
            placeholder={t('deposits.memberHint')}
            value={draft.q}
            onChange={(event) => set('q')(event.currentTarget.value)}
            data-testid="deposits-filter-q"
          />
          <TextInput
            type="date"
            label={t('deposits.dateFrom')}
            value={draft.from}
            onChange={(event) => set('from')(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('deposits.dateTo')}
            value={draft.to}
            onChange={(event) => set('to')(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="xs" mb="md">
          {result.data ? (
            <Text size="sm" c="dimmed" data-testid="deposits-totals">
              {t('deposits.totals', {
                count: result.data.totals.count,
                amount: formatBaht(result.data.totals.amount),
              })}
            </Text>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button type="submit" data-testid="deposits-search">
              {t('common.search')}
            </Button>
            <Button
              variant="default"
              onClick={() => table.setFilters(Object.fromEntries(KEYS.map((key) => [key, ''])))}
            >
              {t('common.clear')}
            </Button>
          </Group>
        </Group>
      </form>
      <TableState
        loading={result.isPending}
        error={result.error}
        empty={result.data?.items.length === 0}
        testId="deposits"
      >
        <DataTable testId="deposits-table" minWidth={1000}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('deposits.created')}</Table.Th>
              <Table.Th>{t('deposits.member')}</Table.Th>
              <Table.Th>{t('deposits.method')}</Table.Th>
              <Table.Th ta="right">{t('deposits.amount')}</Table.Th>
              <Table.Th>{t('deposits.to')}</Table.Th>
              <Table.Th>{t('deposits.status')}</Table.Th>
              <Table.Th>{t('deposits.decision')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: result.isPlaceholderData ? 0.5 : 1 }}>
            {result.data?.items.map((row) => (
              <Table.Tr key={row.id} data-testid="deposit-row" data-status={row.status}>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td {...num}>{formatTimestamp(row.createdAt)}</Table.Td>
                <Table.Td>{row.userName}</Table.Td>
                <Table.Td>{t(`deposits.methods.${row.method}`)}</Table.Td>
                <Table.Td ta="right" fw={600} {...num}>
                  {formatBaht(row.prepareAmount ?? row.amount)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {row.bankCode} {row.bankAccountNumber}
                  </Text>
                  {row.fromAccountNumber && (
                    <Text size="xs" c="dimmed">
                      {t('deposits.from')}: {row.fromBankCode} {row.fromAccountNumber}{' '}
                      {row.fromAccountName ?? ''}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge color={DEPOSIT_COLORS[row.status]} variant="light">
                    {t(`deposits.statuses.${row.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{row.decidedBy ?? ''}</Text>
                  <Text size="xs" c="dimmed">
                    {row.reason ?? row.referTransferId ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  {canDecide &&
                    row.status === 'PENDING' &&
                    (row.method === 'NORMAL' || row.method === 'CRYPTO') && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        data-testid="deposit-decide"
                        onClick={() => setOpen(row)}
                      >
                        {t('deposits.decide')}
                      </Button>
                    )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
        {result.data && (
          <Pager
            page={page}
            total={result.data.total}
            pageSize={result.data.pageSize}
            onChange={table.setPage}
          />
        )}
      </TableState>
      {open && <DecideModal row={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}

/** Deposits: the normal deposit queue, unmatched statement lines, receiving accounts, TrueMoney/crypto. */
export function DepositsPage() {
  const { t } = useAdminT();
  const me = useStaffMe();
  const canDecide = hasPermission(me.data?.permissions, 'deposits.decide');
  const canManageBanks = hasPermission(me.data?.permissions, 'deposits.banks');
  const canManageProviders = hasPermission(me.data?.permissions, 'deposits.providers');
  return (
    <>
      <PageHeader title={t('deposits.title')} />
      <Tabs defaultValue="queue" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="queue" data-testid="deposits-tab-queue">
            {t('deposits.tabs.queue')}
          </Tabs.Tab>
          <Tabs.Tab value="lines" data-testid="deposits-tab-lines">
            {t('deposits.tabs.lines')}
          </Tabs.Tab>
          <Tabs.Tab value="banks" data-testid="deposits-tab-banks">
            {t('deposits.tabs.banks')}
          </Tabs.Tab>
          <Tabs.Tab value="provider-transfers" data-testid="deposits-tab-provider-transfers">
            {t('providers.transfersTab')}
          </Tabs.Tab>
          <Tabs.Tab value="providers" data-testid="deposits-tab-providers">
            {t('providers.settingsTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="queue">
          <DepositsQueue canDecide={canDecide} />
        </Tabs.Panel>
        <Tabs.Panel value="lines">
          <StatementLinesPanel canDecide={canDecide} />
        </Tabs.Panel>
        <Tabs.Panel value="banks">
          <DepositBanksPanel canManage={canManageBanks} />
        </Tabs.Panel>
        <Tabs.Panel value="provider-transfers">
          <ProviderTransfersPanel canDecide={canDecide} />
        </Tabs.Panel>
        <Tabs.Panel value="providers">
          <ProviderSettingsPanel canManage={canManageProviders} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
