import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStatementSummary } from '../features/wallet/api/use-statement-summary.ts';
import { useTransactions } from '../features/wallet/api/use-transactions.ts';
import { BalanceSummary } from '../features/wallet/components/balance-summary.tsx';
import { DateRangeFilter } from '../features/wallet/components/date-range-filter.tsx';
import { StatementList } from '../features/wallet/components/statement-list.tsx';
import {
  defaultDateRange,
  filterByTab,
  isDateRangeValid,
  isStatementTab,
  STATEMENT_TABS,
  type StatementTab,
} from '../features/wallet/statement.ts';
import type { DateRange } from '../features/wallet/types.ts';

// The chart library is a chunk of its own, loaded on this page only.
const StatementCharts = lazy(() =>
  import('../features/wallet/components/statement-charts.tsx').then((m) => ({ default: m.StatementCharts })),
);

/**
 * `/credit/statement`: the wallet statement. Tabs by spec §9 group (filtered here from one
 * `transactions.all` answer; `?tab=` keeps the tab in the URL), a from/to date filter (default: the
 * API's window, 3 Bangkok days back to tomorrow), one card per line. Above: the balance, what is
 * held for pending withdrawals (as pending lines) and the available balance the header shows, and
 * the balance-over-time and monthly in/out charts (`transactions.summary`).
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: StatementTab = isStatementTab(tabParam) ? tabParam : 'all';
  const [range, setRange] = useState<DateRange>(() => defaultDateRange(new Date(), 'wallet'));
  const valid = isDateRangeValid(range);
  // An invalid range asks nothing; the previous lines stay until the dates are fixed.
  const statement = useTransactions(range, valid);
  const summary = useStatementSummary();
  const lines = useMemo(
    () => (statement.data ? filterByTab(statement.data, tab) : undefined),
    [statement.data, tab],
  );

  return (
    <Stack data-testid="statement-page" gap="md" py="md" maw={{ base: 640, md: 960 }} mx="auto">
      <Title order={1} fz={26}>
        {t('wallet.statement.title')}
      </Title>
      {summary.data && (
        <>
          <BalanceSummary summary={summary.data} />
          <Suspense fallback={<Skeleton height={220} radius="md" />}>
            <StatementCharts summary={summary.data} />
          </Suspense>
        </>
      )}
      <DateRangeFilter value={range} onChange={setRange} invalid={!valid} />
      <Tabs
        value={tab}
        onChange={(next) =>
          setParams(
            (prev) => {
              const copy = new URLSearchParams(prev);
              if (next && next !== 'all') copy.set('tab', next);
              else copy.delete('tab');
              return copy;
            },
            { replace: true },
          )
        }
        color="green"
        variant="pills"
        radius="xl"
      >
        <Tabs.List
          aria-label={t('wallet.statement.tabsLabel')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', gap: 6, scrollbarWidth: 'none' }}
        >
          {STATEMENT_TABS.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`statement-tab-${key}`} style={{ flexShrink: 0 }}>
              {t(`wallet.statement.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {lines && !statement.isPending && (
        <Text size="sm" c="dimmed" data-testid="statement-count" mt={-4}>
          {t('wallet.statement.count', { count: lines.length })}
        </Text>
      )}
      <StatementList
        lines={lines}
        isPending={statement.isPending}
        isError={statement.isError}
        isRefreshing={statement.isPlaceholderData}
        onRetry={() => void statement.refetch()}
        emptyText={t('wallet.statement.empty')}
      />
    </Stack>
  );
}
