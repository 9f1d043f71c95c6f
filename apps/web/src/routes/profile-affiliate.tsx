import '@mantine/core/styles/Skeleton.css';
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAffiliateEarnings, useAffiliateMe } from '../features/affiliate/api.ts';
import { EarningsCard } from '../features/affiliate/earnings-card.tsx';
import { useAffiliateT } from '../features/affiliate/i18n.ts';
import { LinkCard } from '../features/affiliate/link-card.tsx';
import { ReferredList } from '../features/affiliate/referred-list.tsx';
import { useAfCash } from '../features/wallet/api/use-af-cash.ts';
import { useAfTransactions } from '../features/wallet/api/use-af-transactions.ts';
import { DateRangeFilter } from '../features/wallet/components/date-range-filter.tsx';
import { MoveAfForm } from '../features/wallet/components/move-af-form.tsx';
import { StatementList } from '../features/wallet/components/statement-list.tsx';
import { defaultDateRange, isDateRangeValid } from '../features/wallet/statement.ts';
import type { DateRange } from '../features/wallet/types.ts';
import { formatBaht } from '../lib/format.ts';

// The chart library is a chunk of its own, loaded when the chart shows.
const EarningsChart = lazy(() =>
  import('../features/affiliate/earnings-chart.tsx').then((m) => ({ default: m.EarningsChart })),
);

/**
 * `/profile/affiliate`, the one home of the affiliate programme (it replaced `/credit/affiliate`):
 * the member's link with its QR code and share buttons, earnings and the 30-day chart, the members
 * they brought in (masked), their affiliate cash with the move to the wallet (`af-cashs.move`) and
 * its statement (`af-cashs.transaction.all`, default 30 Bangkok days back to tomorrow).
 */
export function Component() {
  const { t } = useTranslation();
  const { t: ta } = useAffiliateT();
  const me = useAffiliateMe();
  const earnings = useAffiliateEarnings();
  const afCash = useAfCash();
  const [range, setRange] = useState<DateRange>(() => defaultDateRange(new Date(), 'affiliate'));
  const valid = isDateRangeValid(range);
  const statement = useAfTransactions(range, valid);

  return (
    <Stack data-testid="affiliate-page" gap="md" py="md" maw={1080} mx="auto">
      <Stack gap={2}>
        <Title order={1} fz={26}>
          {ta('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {ta('intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          {me.data ? <LinkCard link={me.data.link} /> : <Skeleton height={180} radius="lg" />}
          <EarningsCard me={me.data} />
          {earnings.data ? (
            <Suspense fallback={<Skeleton height={220} radius="md" />}>
              <EarningsChart days={earnings.data.days} />
            </Suspense>
          ) : (
            <Skeleton height={220} radius="md" />
          )}
        </Stack>
        <Stack gap="md">
          <Paper
            radius="lg"
            p="lg"
            style={{
              background:
                'linear-gradient(135deg, var(--mantine-color-green-7), var(--mantine-color-teal-6))',
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
          <Title order={2} fz={20}>
            {ta('membersTitle')}
          </Title>
          <ReferredList />
        </Stack>
      </SimpleGrid>
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
