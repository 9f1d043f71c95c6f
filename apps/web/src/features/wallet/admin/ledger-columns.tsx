import type { AdminLedgerLine } from '@chokdee/domain';
import { Code, Group, Paper, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { formatBaht, formatDateTime } from '../../../lib/format.ts';
import { amountColor, formatSigned } from './money.ts';

const DIGITS = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const cell = (testId: string) => () => ({ 'data-testid': testId });

/** The member ledger's columns (wide screens); each cell carries the test id of its value. */
export const ledgerColumns = (t: TFunction): DataTableColumn<AdminLedgerLine>[] => [
  {
    accessor: 'createdAt',
    title: t('wallet.time'),
    cellsStyle: () => DIGITS,
    render: (line) => formatDateTime(line.createdAt),
  },
  {
    accessor: 'account',
    title: t('wallet.account'),
    cellsStyle: () => ({ whiteSpace: 'nowrap' }),
    render: (line) => t(`wallet.accounts.${line.account}`),
  },
  {
    accessor: 'type',
    title: t('wallet.type'),
    render: (line) => (
      <Code fz="xs" data-testid="ledger-type">
        {line.type}
      </Code>
    ),
  },
  {
    accessor: 'amount',
    title: t('wallet.amount'),
    textAlign: 'right',
    cellsStyle: () => ({ ...DIGITS, fontWeight: 600 }),
    customCellAttributes: cell('ledger-amount'),
    render: (line) => (
      <Text span inherit c={amountColor(line.amount)}>
        {formatSigned(line.amount)}
      </Text>
    ),
  },
  {
    accessor: 'balanceAfter',
    title: t('wallet.balanceAfter'),
    textAlign: 'right',
    cellsStyle: () => DIGITS,
    customCellAttributes: cell('ledger-balance-after'),
    render: (line) => formatBaht(line.balanceAfter),
  },
  {
    accessor: 'remark',
    title: t('wallet.remark'),
    cellsStyle: () => ({ maxWidth: 280, wordBreak: 'break-word' }),
    customCellAttributes: cell('ledger-remark'),
    render: (line) => line.remark ?? '—',
  },
  {
    accessor: 'staffUsername',
    title: t('wallet.staff'),
    customCellAttributes: cell('ledger-staff'),
    render: (line) => line.staffUsername ?? '—',
  },
];

/** One ledger line on a phone: type and amount, then time, account and balance, then the remark. */
export function LedgerCard({ line, t }: { line: AdminLedgerLine; t: TFunction }) {
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="ledger-card">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Code fz="xs">{line.type}</Code>
        <Text fw={700} c={amountColor(line.amount)} style={DIGITS}>
          {formatSigned(line.amount)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatDateTime(line.createdAt)} · {t(`wallet.accounts.${line.account}`)}
        </Text>
        <Text size="xs" c="dimmed" style={DIGITS}>
          {t('wallet.balanceAfter')} {formatBaht(line.balanceAfter)}
        </Text>
      </Group>
      {(line.remark || line.staffUsername) && (
        <Text size="xs" mt={4} style={{ wordBreak: 'break-word' }}>
          {line.remark ?? ''}
          {line.staffUsername ? ` · ${line.staffUsername}` : ''}
        </Text>
      )}
    </Paper>
  );
}
