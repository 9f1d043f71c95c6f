import '@mantine/core/styles/Skeleton.css';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../lib/format.ts';
import { useAfCash } from '../features/wallet/api/use-af-cash.ts';
import { useAfTransactions } from '../features/wallet/api/use-af-transactions.ts';
import { DateRangeFilter } from '../features/wallet/components/date-range-filter.tsx';
import { MoveAfForm } from '../features/wallet/components/move-af-form.tsx';
import { StatementList } from '../features/wallet/components/statement-list.tsx';
import { defaultDateRange, isDateRangeValid } from '../features/wallet/statement.ts';
import type { DateRange } from '../features/wallet/types.ts';

/**
 * `/credit/affiliate`: affiliate cash (`af-cashs`), "move to wallet" (`af-cashs.move`, one
 * Idempotency-Key per submission) and the affiliate statement (default 30 Bangkok days back to tomorrow).
 */
export function Component() {
  const { t } = useTranslation();
  const afCash = useAfCash();
  const [range, setRange] = useState<DateRange>(() => defaultDateRange(new Date(), 'affiliate'));
  const valid = isDateRangeValid(range);
  // An invalid range asks nothing; the previous lines stay until the dates are fixed.
  const statement = useAfTransactions(range, valid);

  return (
    <Stack data-testid="affiliate-page" gap="md" py="md" maw={640} mx="auto">
      <Title order={1} fz={26}>
        {t('wallet.affiliate.title')}
      </Title>
      <Paper
        radius="lg"
        p="lg"
        style={{
          background: 'linear-gradient(135deg, var(--mantine-color-green-7), var(--mantine-color-teal-6))',
          color: 'white',
        }}
      >
        <Text size="sm" opacity={0.95}>
          {t('wallet.affiliate.balance')}
        </Text>
        {afCash.data === undefined ? (
          <Skeleton height={36} width="60%" mt={6} />
        ) : (
          <Text data-testid="af-money" fz={32} fw={700} lh={1.25}>
            ฿ {formatBaht(afCash.data)}
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Text c="dimmed" size="sm" mb="sm">
          {t('wallet.affiliate.intro')}
        </Text>
        <MoveAfForm afMoney={afCash.data} />
      </Paper>
      <Title order={2} fz={20} mt="sm">
        {t('wallet.affiliate.statementTitle')}
      </Title>
      <DateRangeFilter value={range} onChange={setRange} invalid={!valid} />
      <StatementList
        lines={statement.data}
        isPending={statement.isPending}
        isError={statement.isError}
        isRefreshing={statement.isPlaceholderData}
        onRetry={() => void statement.refetch()}
        emptyText={t('wallet.affiliate.empty')}
      />
    </Stack>
  );
}
