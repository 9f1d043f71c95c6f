import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Text } from '@mantine/core';
import { useAffiliateT } from './i18n.ts';
import { formatBaht, formatDay } from '../../lib/format.ts';

/**
 * Commission credited per day over the last 30 days: a chunk of its own (the chart library loads
 * only when the affiliate page shows it).
 */
export function EarningsChart({ days }: { days: readonly { day: string; amount: number }[] }) {
  const { t } = useAffiliateT();
  const data = days.map((d) => ({ day: formatDay(d.day).slice(0, 5), amount: d.amount }));
  return (
    <Paper withBorder radius="md" p="sm" data-testid="affiliate-chart" data-points={data.length}>
      <Stack gap={4}>
        <Text fw={700}>{t('chartTitle')}</Text>
        <BarChart
          h={180}
          data={data}
          dataKey="day"
          series={[{ name: 'amount', label: t('chartSeries'), color: 'green.6' }]}
          valueFormatter={(value) => formatBaht(value)}
          yAxisProps={{ width: 56 }}
          gridAxis="y"
        />
      </Stack>
    </Paper>
  );
}
