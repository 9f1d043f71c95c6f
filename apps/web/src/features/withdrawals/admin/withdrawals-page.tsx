import { WITHDRAWAL_STATUSES, type AdminWithdrawal, type WithdrawalStatus } from '@chokdee/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
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
import {
  DataTable,
  PageHeader,
  Pager,
  SectionCard,
  TableState,
  useFeedback,
} from '../../../lib/admin/ui.tsx';
import {
  fetchMemberBanks,
  fetchWithdrawals,
  useWithdrawalActions,
  WITHDRAWALS_KEY,
} from './withdrawals-api.ts';

const KEYS = ['status', 'q', 'from', 'to'] as const;
const PAGE_SIZE = 20;
const COLORS: Record<WithdrawalStatus, string> = {
  PENDING: 'yellow',
  APPROVED_1: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};
const num = { style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const;

/** Approve (with the transfer reference) or reject (with a reason) one withdrawal. */
function DecideModal({ row, onClose }: { row: AdminWithdrawal; onClose: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const actions = useWithdrawalActions();
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const firstOfTwo = row.needsTwoApprovals && row.status === 'PENDING';
  const failure = actions.approve.error ?? actions.reject.error;
  const message = failure ? translateAdminError(t, failure) : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('withdrawals.decideTitle', { id: row.id })}
      size="lg"
      data-testid="withdrawal-modal"
    >
      <Stack>
        <Text>
          <b>{row.userName}</b> · ฿ {formatBaht(row.amount)} → {row.bankCode} {row.bankAccountNumber} (
          {row.bankAccountName}){row.bankVerified ? '' : ` · ${t('withdrawals.nameUnverified')}`}
        </Text>
        {row.needsTwoApprovals && (
          <Alert color="orange" variant="light" data-testid="withdrawal-two-person">
            {row.status === 'APPROVED_1'
              ? t('withdrawals.secondNeeded', { name: row.firstApprovedBy ?? '' })
              : t('withdrawals.twoNeeded')}
          </Alert>
        )}
        {message && (
          <Alert color="red" variant="light" data-testid="withdrawal-error">
            {message}
          </Alert>
        )}
        <Paper withBorder p="sm">
          <Group align="flex-end">
            {!firstOfTwo && (
              <TextInput
                style={{ flex: 1 }}
                label={t('withdrawals.reference')}
                value={reference}
                onChange={(event) => setReference(event.currentTarget.value)}
                data-testid="withdrawal-reference"
              />
            )}
            <Button
              color="green"
              loading={actions.approve.isPending}
              disabled={!firstOfTwo && reference.trim() === ''}
              data-testid="withdrawal-approve"
              onClick={() =>
                actions.approve.mutate(
                  { id: row.id, ...(firstOfTwo ? {} : { reference: reference.trim() }) },
                  {
                    onSuccess: () => {
                      feedback.ok(firstOfTwo ? t('withdrawals.firstApproved') : t('withdrawals.paid'));
                      onClose();
                    },
                  },
                )
              }
            >
              {firstOfTwo ? t('withdrawals.approveFirst') : t('withdrawals.approvePay')}
            </Button>
          </Group>
        </Paper>
        <Paper withBorder p="sm">
          <Group align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('withdrawals.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-testid="withdrawal-reason"
            />
            <Button
              color="red"
              variant="light"
              loading={actions.reject.isPending}
              disabled={reason.trim().length < 3}
              data-testid="withdrawal-reject"
              onClick={() =>
                actions.reject.mutate(
                  { id: row.id, reason: reason.trim() },
                  {
                    onSuccess: () => {
                      feedback.ok(t('withdrawals.rejected'));
                      onClose();
                    },
                  },
                )
              }
            >
              {t('withdrawals.reject')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Modal>
  );
}

/** Bank accounts whose holder name staff have not checked yet. */
function UnverifiedBanks({ canVerify }: { canVerify: boolean }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const actions = useWithdrawalActions();
  const banks = useQuery({
    queryKey: [...WITHDRAWALS_KEY, 'banks'],
    queryFn: ({ signal }) => fetchMemberBanks({ verified: 'false', pageSize: 50 }, signal),
  });
  return (
    <SectionCard title={t('withdrawals.banksTitle')}>
      <TableState
        loading={banks.isPending}
        error={banks.error}
        empty={banks.data?.items.length === 0}
        testId="member-banks"
      >
        <DataTable testId="member-banks-table" minWidth={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('withdrawals.member')}</Table.Th>
              <Table.Th>{t('withdrawals.bank')}</Table.Th>
              <Table.Th>{t('withdrawals.holder')}</Table.Th>
              <Table.Th>{t('withdrawals.created')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {banks.data?.items.map((bank) => (
              <Table.Tr key={bank.id} data-testid="member-bank-row">
                <Table.Td>{bank.userName}</Table.Td>
                <Table.Td ff="monospace">
                  {bank.bankCode} {bank.bankAccountNumber}
                </Table.Td>
                <Table.Td>{bank.bankAccountName}</Table.Td>
                <Table.Td {...num}>{formatTimestamp(bank.createdAt)}</Table.Td>
                <Table.Td ta="right">
                  {canVerify && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      data-testid="member-bank-verify"
                      loading={actions.verify.isPending}
                      onClick={() =>
                        actions.verify.mutate(
                          { id: bank.id },
                          { onSuccess: () => feedback.ok(), onError: feedback.fail },
                        )
                      }
                    >
                      {t('withdrawals.verify')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      </TableState>
    </SectionCard>
  );
}

/** The withdrawal queue: filters (status, member, days), totals, approve / reject. */
export function WithdrawalsPage() {
  const { t } = useAdminT();
  const me = useStaffMe();
  const table = useTableState(KEYS);
  const [draft, setDraft] = useState(table.filters);
  const [shown, setShown] = useState(table.filters);
  if (shown !== table.filters) {
    setShown(table.filters);
    setDraft(table.filters);
  }
  const [open, setOpen] = useState<AdminWithdrawal | null>(null);
  const canDecide = hasPermission(me.data?.permissions, 'withdrawals.decide');
  const canVerify = hasPermission(me.data?.permissions, 'banks.verify');
  const { filters, page } = table;
  const status = filters.status === '' ? 'PENDING' : filters.status === 'ALL' ? undefined : filters.status;
  const result = useQuery({
    queryKey: [...WITHDRAWALS_KEY, filters, page],
    queryFn: ({ signal }) =>
      fetchWithdrawals(
        {
          status,
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
    <>
      <PageHeader title={t('withdrawals.title')}>
        {result.data && (
          <Text size="sm" c="dimmed" data-testid="withdrawals-totals">
            {t('withdrawals.totals', {
              count: result.data.totals.count,
              amount: formatBaht(result.data.totals.amount),
            })}
          </Text>
        )}
      </PageHeader>
      <Stack>
        <Paper withBorder p="md" radius="md">
          <form
            data-testid="withdrawals-filters"
            onSubmit={(event) => {
              event.preventDefault();
              table.setFilters(draft);
            }}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mb="sm">
              <NativeSelect
                label={t('withdrawals.status')}
                data={[
                  { value: '', label: t('withdrawals.statuses.PENDING') },
                  ...WITHDRAWAL_STATUSES.filter((s) => s !== 'PENDING').map((s) => ({
                    value: s,
                    label: t(`withdrawals.statuses.${s}`),
                  })),
                  { value: 'ALL', label: t('withdrawals.all') },
                ]}
                value={draft.status}
                onChange={(event) => set('status')(event.currentTarget.value)}
                data-testid="withdrawals-filter-status"
              />
              <TextInput
                label={t('withdrawals.member')}
                placeholder={t('withdrawals.memberHint')}
                value={draft.q}
                onChange={(event) => set('q')(event.currentTarget.value)}
                data-testid="withdrawals-filter-q"
              />
              <TextInput
                type="date"
                label={t('withdrawals.from')}
                value={draft.from}
                onChange={(event) => set('from')(event.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('withdrawals.to')}
                value={draft.to}
                onChange={(event) => set('to')(event.currentTarget.value)}
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="xs" mb="md">
              <Button type="submit" data-testid="withdrawals-search">
                {t('common.search')}
              </Button>
              <Button
                variant="default"
                onClick={() => table.setFilters(Object.fromEntries(KEYS.map((key) => [key, ''])))}
              >
                {t('common.clear')}
              </Button>
            </Group>
          </form>
          {result.data && (
            <Text size="xs" c="dimmed" mb="xs">
              {t('withdrawals.twoPersonNote', { amount: formatBaht(result.data.twoPersonAbove) })}
            </Text>
          )}
          <TableState
            loading={result.isPending}
            error={result.error}
            empty={result.data?.items.length === 0}
            testId="withdrawals"
          >
            <DataTable testId="withdrawals-table" minWidth={1000}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{t('withdrawals.created')}</Table.Th>
                  <Table.Th>{t('withdrawals.member')}</Table.Th>
                  <Table.Th ta="right">{t('withdrawals.amount')}</Table.Th>
                  <Table.Th>{t('withdrawals.bank')}</Table.Th>
                  <Table.Th>{t('withdrawals.status')}</Table.Th>
                  <Table.Th>{t('withdrawals.decision')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ opacity: result.isPlaceholderData ? 0.5 : 1 }}>
                {result.data?.items.map((row) => (
                  <Table.Tr key={row.id} data-testid="withdrawal-row" data-status={row.status}>
                    <Table.Td>{row.id}</Table.Td>
                    <Table.Td {...num}>{formatTimestamp(row.createdAt)}</Table.Td>
                    <Table.Td>{row.userName}</Table.Td>
                    <Table.Td ta="right" fw={600} {...num}>
                      {formatBaht(row.amount)}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {row.bankCode} {row.bankAccountNumber}
                      </Text>
                      <Text size="xs" c={row.bankVerified ? 'dimmed' : 'orange.8'}>
                        {row.bankAccountName}
                        {row.bankVerified ? '' : ` · ${t('withdrawals.nameUnverified')}`}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={COLORS[row.status]} variant="light">
                        {t(`withdrawals.statuses.${row.status}`)}
                      </Badge>
                      {row.needsTwoApprovals && (
                        <Text size="xs" c="dimmed">
                          {t('withdrawals.twoPerson')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">
                        {row.firstApprovedBy ? `${t('withdrawals.first')}: ${row.firstApprovedBy}` : ''}
                        {row.decidedBy ? ` ${row.decidedBy}` : ''}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.reference ?? row.reason ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {canDecide && (row.status === 'PENDING' || row.status === 'APPROVED_1') && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          data-testid="withdrawal-decide"
                          onClick={() => setOpen(row)}
                        >
                          {t('withdrawals.decide')}
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
        </Paper>
        <UnverifiedBanks canVerify={canVerify} />
      </Stack>
      {open && <DecideModal row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
