import '@mantine/charts/styles.css';
import type { ActivityMonth } from '@chokdee/domain';
import { BarChart } from '@mantine/charts';
import { Paper, Stack, Text } from '@mantine/core';
import { formatBaht } from '../../lib/format.ts';
import { useComplianceT } from './compliance-i18n.ts';

/** The net result per month as bars (losses below the line): a chunk of its own. */
export default function ActivityChart({ months }: { months: readonly ActivityMonth[] }) {
  const { t } = useComplianceT();
  const data = months.map((m) => ({ month: m.month.slice(2).replace('-', '/'), net: m.net }));
  return (
    <Paper withBorder radius="md" p="sm" data-testid="activity-chart" data-points={data.length}>
      <Stack gap={4}>
        <Text fw={700}>{t('activity.chartTitle')}</Text>
        <BarChart
          h={200}
          data={data}
          dataKey="month"
          series={[{ name: 'net', label: t('activity.net'), color: 'green.6' }]}
          getBarColor={(value) => (value < 0 ? 'red.6' : 'green.6')}
          valueFormatter={(value) => formatBaht(value)}
          yAxisProps={{ width: 64 }}
          gridAxis="y"
        />
      </Stack>
    </Paper>
  );
}
