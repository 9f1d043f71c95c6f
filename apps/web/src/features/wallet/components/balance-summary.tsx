import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format.ts';
import { referenceText } from '../reference.ts';
import { formatSignedBaht, formatStatementDate } from '../statement.ts';
import type { StatementSummary } from '../types.ts';

function Figure({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <Stack gap={0} align="center" style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" ta="center" lh={1.25}>
        {label}
      </Text>
      <Text
        fw={strong ? 800 : 600}
        fz={strong ? 'lg' : 'md'}
        data-testid={testId}
        style={{ whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Stack>
  );
}

/**
 * Why the statement's last balance and the header may differ: the ledger balance, minus what is
 * held for pending withdrawals (each shown as a pending line), is the available balance the header
 * shows.
 */
export function BalanceSummary({ summary }: { summary: StatementSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="balance-summary">
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid cols={3} spacing={4}>
          <Figure
            label={t('wallet.summary.balance')}
            value={formatBaht(summary.balance)}
            testId="summary-balance"
          />
          <Figure label={t('wallet.summary.held')} value={formatBaht(summary.held)} testId="summary-held" />
          <Figure
            label={t('wallet.summary.available')}
            value={formatBaht(summary.available)}
            testId="summary-available"
            strong
          />
        </SimpleGrid>
      </Paper>
      {summary.pending.map((line) => (
        <Paper
          key={line.id}
          withBorder
          radius="md"
          px="md"
          py="sm"
          data-testid="pending-row"
          style={{ borderStyle: 'dashed', background: 'var(--mantine-color-yellow-0)' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text fw={600}>{t('wallet.types.WITHDRAW')}</Text>
                <Badge color="yellow" variant="light" size="sm">
                  {t('wallet.summary.pending')}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatStatementDate(line.createdAt)}
              </Text>
              {line.reference && (
                <Text size="sm" c="dimmed" data-testid="pending-reference">
                  {referenceText(t, line.reference)}
                </Text>
              )}
            </Stack>
            <Text fw={700} c="orange.8" style={{ whiteSpace: 'nowrap' }} data-testid="pending-amount">
              {formatSignedBaht(line.amount)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
