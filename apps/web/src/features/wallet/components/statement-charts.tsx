import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatDay } from '../../../lib/format.ts';
import { balancePoints, monthLabel } from '../summary-charts.ts';
import type { StatementSummary } from '../types.ts';

/**
 * The balance over time (the closing balance of each day with movements, from the balance before
 * the window) and the money in and out per month: a chunk of its own, so the chart library loads
 * only on the statement page.
 */
export function StatementCharts({ summary }: { summary: StatementSummary }) {
  const { t, i18n } = useTranslation();
  const points = balancePoints(summary).map((p) => ({ ...p, day: formatDay(p.date).slice(0, 5) }));
  const months = summary.months.map((m) => ({
    month: monthLabel(m.month, i18n.language),
    in: m.in,
    out: m.out,
  }));
  const money = (value: number) => formatBaht(value);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="statement-charts">
      <Paper withBorder radius="md" p="sm" data-testid="balance-chart" data-points={points.length}>
        <Stack gap={4}>
          <Text fw={700}>{t('wallet.summary.balanceChart')}</Text>
          <AreaChart
            h={180}
            data={points}
            dataKey="day"
            series={[{ name: 'balance', label: t('wallet.summary.balance'), color: 'green.6' }]}
            curveType="stepAfter"
            valueFormatter={money}
            yAxisProps={{ width: 64 }}
            withDots={points.length < 40}
            gridAxis="y"
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="sm" data-testid="months-chart" data-months={months.length}>
        <Stack gap={4}>
          <Text fw={700}>{t('wallet.summary.monthsChart')}</Text>
          <BarChart
            h={180}
            data={months}
            dataKey="month"
            series={[
              { name: 'in', label: t('wallet.summary.in'), color: 'green.6' },
              { name: 'out', label: t('wallet.summary.out'), color: 'red.6' },
            ]}
            valueFormatter={money}
            yAxisProps={{ width: 64 }}
            withLegend
            gridAxis="y"
          />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
