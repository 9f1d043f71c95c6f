import '@mantine/charts/styles.css';
import '@mantine/core/styles/Grid.css';
import type { DashboardQueues, DashboardSummary } from '@chokdee/domain';
import { BarChart } from '@mantine/charts';
import { Anchor, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { formatBaht } from '../../../lib/format.ts';
import { PageHeader, SectionCard, TableState } from '../../../lib/admin/ui.tsx';
import { useDashboardSummary } from './dashboard-api.ts';

const MONEY = ['deposits', 'withdrawals', 'stakes', 'wins', 'ggr'] as const;

/** Where each queue is worked on. */
const QUEUES: { key: keyof DashboardQueues; to: string }[] = [
  { key: 'pendingDeposits', to: '/admin/deposits' },
  { key: 'pendingWithdrawals', to: '/admin/withdrawals' },
  { key: 'unmatchedProviderTransfers', to: '/admin/deposits' },
  { key: 'unmatchedStatementLines', to: '/admin/deposits' },
  { key: 'resultsToConfirm', to: '/admin/lotto/rounds' },
];

function TodayCards({ today }: { today: DashboardSummary['today'] }) {
  const { t } = useAdminT();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {MONEY.map((key) => (
        <Card withBorder radius="md" key={key} data-testid={`dashboard-today-${key}`}>
          <Text size="xs" c="dimmed">
            {t(`dashboard.money.${key}`)}
          </Text>
          <Text
            fw={700}
            fz="lg"
            c={key === 'ggr' && today.ggr < 0 ? 'red.8' : undefined}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="dashboard-amount"
          >
            ฿ {formatBaht(today[key])}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function QueueLinks({ queues }: { queues: DashboardQueues }) {
  const { t } = useAdminT();
  return (
    <SectionCard title={t('dashboard.queuesTitle')} testId="dashboard-queues">
      <Stack gap={6}>
        {QUEUES.map(({ key, to }) => (
          <Group key={key} justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={to} size="sm" data-testid={`dashboard-queue-${key}`}>
              {t(`dashboard.queues.${key}`)}
            </Anchor>
            <Text fw={700} c={queues[key] > 0 ? 'orange.8' : 'dimmed'} data-testid={`dashboard-count-${key}`}>
              {queues[key]}
            </Text>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** The back office's landing page: today (Bangkok day), the queues waiting, and 14 days of money. */
export function DashboardPage() {
  const { t } = useAdminT();
  const summary = useDashboardSummary();
  const data = summary.data;
  return (
    <>
      <PageHeader title={t('dashboard.title')}>
        {data && (
          <Text size="sm" c="dimmed" data-testid="dashboard-day">
            {t('dashboard.today', { day: data.today.day })}
          </Text>
        )}
      </PageHeader>
      <TableState loading={summary.isPending} error={summary.error} empty={false} testId="dashboard">
        {data && (
          <Stack data-testid="dashboard">
            <TodayCards today={data.today} />
            <Grid>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Card withBorder radius="md" data-testid="dashboard-chart">
                  <Title order={2} fz="md" mb="sm">
                    {t('dashboard.chartTitle')}
                  </Title>
                  <BarChart
                    h={260}
                    data={data.days.map((day) => ({ ...day, day: day.day.slice(5) }))}
                    dataKey="day"
                    valueFormatter={(value) => formatBaht(value)}
                    yAxisProps={{ width: 84 }}
                    withLegend
                    series={[
                      { name: 'deposits', label: t('dashboard.money.deposits'), color: 'green.6' },
                      { name: 'withdrawals', label: t('dashboard.money.withdrawals'), color: 'orange.6' },
                      { name: 'ggr', label: t('dashboard.money.ggr'), color: 'blue.6' },
                    ]}
                  />
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <QueueLinks queues={data.queues} />
              </Grid.Col>
            </Grid>
          </Stack>
        )}
      </TableState>
    </>
  );
}
