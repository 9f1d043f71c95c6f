import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../lib/format.ts';
import { formatParams } from '../../../lib/api-messages.ts';
import { referenceText, showsRemark } from '../reference.ts';
import { amountTone, formatSignedBaht, formatStatementDate } from '../statement.ts';
import type { StatementLine } from '@chokdee/domain';

const TONE_COLOR = { credit: 'green.8', debit: 'red.7', zero: 'dimmed' } as const;

/** The translated name of a transaction type; an unknown type is shown as sent. */
export function useTransactionTypeLabel(): (type: string) => string {
  const { t, i18n } = useTranslation();
  return (type) => (i18n.exists(`wallet.types.${type}`) ? t(`wallet.types.${type}`) : type);
}

/** A line's remark in the member's language: a coded remark by its code, staff's text as typed. */
export function useRemarkText(): (line: StatementLine) => string | null {
  const { t, i18n } = useTranslation();
  return (line) =>
    line.remarkCode && i18n.exists(`remarks.${line.remarkCode}`)
      ? t(`remarks.${line.remarkCode}`, formatParams(line.remarkParams))
      : line.remark;
}

/** One statement line as a card row (mobile first: no wide table). */
export function StatementRow({ line }: { line: StatementLine }) {
  const { t } = useTranslation();
  const label = useTransactionTypeLabel();
  const remarkText = useRemarkText()(line);
  const remark = showsRemark(line) ? remarkText : null;
  const reference = referenceText(t, line.reference);
  const tone = amountTone(line.amount);
  return (
    <Paper
      component="li"
      data-testid="statement-row"
      data-type={line.transactionType}
      withBorder
      radius="md"
      px="md"
      py="sm"
      style={{ listStyle: 'none' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} lh={1.35} style={{ overflowWrap: 'anywhere' }} data-testid="statement-type">
            {label(line.transactionType)}
          </Text>
          <Text
            size="sm"
            c="dimmed"
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="statement-date"
          >
            {formatStatementDate(line.createdAt)}
          </Text>
          {reference && (
            <Text size="sm" c="dimmed" data-testid="statement-reference">
              {reference}
            </Text>
          )}
          {remark && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="statement-remark">
              {remark}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text
            fw={700}
            c={TONE_COLOR[tone]}
            data-testid="statement-amount"
            data-tone={tone}
            style={{ whiteSpace: 'nowrap' }}
          >
            {formatSignedBaht(line.amount)}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="statement-balance">
            {t('wallet.statement.balanceAfter', { amount: formatBaht(line.balanceAfter) })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Placeholder rows while the statement loads. */
export function StatementSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="sm" data-testid="statement-loading" aria-busy>
      {Array.from({ length: rows }, (_, index) => (
        <Paper key={index} withBorder radius="md" px="md" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={16} width="60%" />
              <Skeleton height={12} width="45%" />
            </Stack>
            <Stack gap={6} align="flex-end" w={96}>
              <Skeleton height={16} width="100%" />
              <Skeleton height={12} width="80%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export interface StatementListProps {
  lines: readonly StatementLine[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  /** True while a new date range loads over the previous lines. */
  isRefreshing?: boolean;
}

/** Loading skeleton, error with retry, empty state, or the rows (newest first). */
export function StatementList({
  lines,
  isPending,
  isError,
  onRetry,
  emptyText,
  isRefreshing,
}: StatementListProps) {
  const { t } = useTranslation();
  if (isError && !lines)
    return (
      <Alert color="red" data-testid="statement-error" title={t('wallet.statement.error')}>
        <Button mt="xs" size="sm" variant="light" color="red" onClick={onRetry} data-testid="statement-retry">
          {t('wallet.statement.retry')}
        </Button>
      </Alert>
    );
  if (isPending || !lines) return <StatementSkeleton />;
  if (lines.length === 0)
    return (
      <Paper withBorder radius="md" p="xl" data-testid="statement-empty">
        <Text ta="center" c="dimmed">
          {emptyText}
        </Text>
      </Paper>
    );
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      data-testid="statement-list"
      style={{ opacity: isRefreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {lines.map((line) => (
        <StatementRow key={line.id} line={line} />
      ))}
      {lines.length >= 500 && (
        <Text size="sm" c="dimmed" ta="center" component="li" style={{ listStyle: 'none' }}>
          {t('wallet.statement.limitNote')}
        </Text>
      )}
    </Stack>
  );
}
