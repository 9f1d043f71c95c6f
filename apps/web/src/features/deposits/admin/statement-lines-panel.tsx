import { STATEMENT_LINE_STATUSES, type AdminStatementLine } from '@chokdee/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { formatBaht } from '../../../lib/format.ts';
import { formatTime } from '../../../lib/admin/format.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { DataTable, Pager, TableState, useFeedback } from '../../../components/admin/ui.tsx';
import {
  DEPOSITS_KEY,
  fetchDepositBanks,
  fetchStatementLines,
  num,
  useDepositActions,
} from './deposits-api.ts';

const LINE_COLORS = { MATCHED: 'green', UNMATCHED: 'yellow', DISMISSED: 'gray' } as const;

/** Match a line to an open fast/QR request (its id) or credit a member (uuid); or dismiss it with a note. */
function LineModal({ line, onClose }: { line: AdminStatementLine; onClose: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const actions = useDepositActions();
  const [target, setTarget] = useState<'deposit' | 'member'>('deposit');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const failure = actions.match.error ?? actions.dismiss.error;
  const message = failure
    ? (translateAdminMessage(t, isApiError(failure) ? failure.message : undefined) ?? t('messages.default'))
    : null;
  const done = (text: string) => () => {
    feedback.ok(text);
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('deposits.lineTitle', { ref: line.referTransferId })}
      size="lg"
      data-testid="line-modal"
    >
      <Stack>
        <Text>
          ฿ {formatBaht(line.amount)} → {line.bankCode} {line.bankAccountNumber} ·{' '}
          {formatTime(line.transferAt)}
          {line.fromAccountNumber
            ? ` · ${t('deposits.from')} ${line.fromBankCode ?? ''} ${line.fromAccountNumber}`
            : ''}
        </Text>
        {message && (
          <Alert color="red" variant="light" data-testid="line-error">
            {message}
          </Alert>
        )}
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <SegmentedControl
              value={target}
              onChange={(next) => setTarget(next)}
              data={[
                { value: 'deposit', label: t('deposits.matchRequest') },
                { value: 'member', label: t('deposits.matchMember') },
              ]}
            />
            <Group align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label={target === 'deposit' ? t('deposits.depositId') : t('deposits.memberUuid')}
                value={value}
                onChange={(event) => setValue(event.currentTarget.value)}
                data-testid="line-match-target"
              />
              <Button
                color="green"
                loading={actions.match.isPending}
                disabled={value.trim() === ''}
                data-testid="line-match"
                onClick={() =>
                  actions.match.mutate(
                    target === 'deposit'
                      ? { lineId: line.id, depositId: value.trim() }
                      : { lineId: line.id, memberUuid: value.trim() },
                    { onSuccess: done(t('deposits.matched')) },
                  )
                }
              >
                {t('deposits.match')}
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="sm">
          <Group align="flex-end">
            <TextInput
              style={{ flex: 1 }}
              label={t('deposits.note')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              data-testid="line-note"
            />
            <Button
              color="red"
              variant="light"
              loading={actions.dismiss.isPending}
              disabled={note.trim().length < 3}
              data-testid="line-dismiss"
              onClick={() =>
                actions.dismiss.mutate(
                  { lineId: line.id, note: note.trim() },
                  { onSuccess: done(t('deposits.dismissed')) },
                )
              }
            >
              {t('deposits.dismiss')}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Modal>
  );
}

/** Incoming statement lines, unmatched first: each waits for staff to match or dismiss it. */
export function StatementLinesPanel({ canDecide }: { canDecide: boolean }) {
  const { t } = useAdminT();
  const [status, setStatus] = useState<string>('UNMATCHED');
  const [bankId, setBankId] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AdminStatementLine | null>(null);
  const banks = useQuery({
    queryKey: [...DEPOSITS_KEY, 'banks'],
    queryFn: ({ signal }) => fetchDepositBanks(signal),
  });
  const result = useQuery({
    queryKey: [...DEPOSITS_KEY, 'lines', status, bankId, page],
    queryFn: ({ signal }) =>
      fetchStatementLines({ status, bankId: bankId || undefined, page, pageSize: 20 }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Group align="flex-end" mb="md" justify="space-between">
        <Group align="flex-end">
          <NativeSelect
            label={t('deposits.status')}
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value);
              setPage(1);
            }}
            data={STATEMENT_LINE_STATUSES.map((s) => ({ value: s, label: t(`deposits.lineStatuses.${s}`) }))}
            data-testid="lines-filter-status"
          />
          <NativeSelect
            label={t('deposits.account')}
            value={bankId}
            onChange={(event) => {
              setBankId(event.currentTarget.value);
              setPage(1);
            }}
            data={[
              { value: '', label: t('deposits.all') },
              ...(banks.data ?? []).map((b) => ({
                value: b.bankId,
                label: `${b.bankCode} ${b.accountNumber}`,
              })),
            ]}
          />
        </Group>
        {result.data && (
          <Text size="sm" c="dimmed" data-testid="lines-totals">
            {t('deposits.lineTotals', {
              count: result.data.totals.count,
              amount: formatBaht(result.data.totals.amount),
            })}
          </Text>
        )}
      </Group>
      <TableState
        loading={result.isPending}
        error={result.error}
        empty={result.data?.items.length === 0}
        testId="lines"
      >
        <DataTable testId="lines-table" minWidth={900}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deposits.received')}</Table.Th>
              <Table.Th>{t('deposits.account')}</Table.Th>
              <Table.Th>{t('deposits.reference')}</Table.Th>
              <Table.Th ta="right">{t('deposits.amount')}</Table.Th>
              <Table.Th>{t('deposits.from')}</Table.Th>
              <Table.Th>{t('deposits.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: result.isPlaceholderData ? 0.5 : 1 }}>
            {result.data?.items.map((line) => (
              <Table.Tr key={line.id} data-testid="line-row" data-status={line.status}>
                <Table.Td {...num}>{formatTime(line.transferAt)}</Table.Td>
                <Table.Td ff="monospace">
                  {line.bankCode} {line.bankAccountNumber}
                </Table.Td>
                <Table.Td ff="monospace">{line.referTransferId}</Table.Td>
                <Table.Td ta="right" fw={600} {...num}>
                  {formatBaht(line.amount)}
                </Table.Td>
                <Table.Td>
                  {line.fromAccountNumber ? `${line.fromBankCode ?? ''} ${line.fromAccountNumber}` : '—'}
                </Table.Td>
                <Table.Td>
                  <Badge color={LINE_COLORS[line.status]} variant="light">
                    {t(`deposits.lineStatuses.${line.status}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {line.depositId ? `#${line.depositId}` : ''} {line.decidedBy ?? ''} {line.note ?? ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  {canDecide && line.status === 'UNMATCHED' && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      data-testid="line-decide"
                      onClick={() => setOpen(line)}
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
          <Pager page={page} total={result.data.total} pageSize={result.data.pageSize} onChange={setPage} />
        )}
      </TableState>
      {open && <LineModal line={open} onClose={() => setOpen(null)} />}
    </Paper>
  );
}
