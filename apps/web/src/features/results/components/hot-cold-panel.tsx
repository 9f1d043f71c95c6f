import '@mantine/charts/styles.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Skeleton.css';
import type { RoundFamily } from '@chokdee/domain';
import { BarChart } from '@mantine/charts';
import { Badge, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultStats } from '../api/use-result-stats.ts';
import { coldNumbers, hotNumbers, STATS_DRAWS, STATS_FIELDS, type StatsField } from '../hot-cold.ts';

/**
 * Hot and cold numbers of one family (its own lazy chunk: the chart library loads only here): a bar
 * chart of the ten most drawn numbers of a field over the latest 30/50/100 draws, and, for 2-digit
 * fields, the ten coldest with how many draws ago they last came.
 */
export function HotColdPanel({ family }: { family: RoundFamily }) {
  const { t } = useTranslation();
  const [field, setField] = useState<StatsField>('bottom2');
  const [draws, setDraws] = useState<number>(STATS_DRAWS[0]);
  const stats = useResultStats(family, draws);
  const counted = stats.data?.[field] ?? [];
  const hot = hotNumbers(counted);
  const cold = field === 'top3' || !stats.data ? [] : coldNumbers(counted, stats.data.draws);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="hot-cold" data-field={field}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={18}>
            {t('results.stats.title')}
          </Title>
          <SegmentedControl
            size="xs"
            value={String(draws)}
            onChange={(value) => setDraws(Number(value))}
            data={STATS_DRAWS.map((n) => ({ value: String(n), label: t('results.count', { count: n }) }))}
            data-testid="hot-cold-draws"
          />
        </Group>
        <SegmentedControl
          fullWidth
          value={field}
          onChange={(value) => setField(STATS_FIELDS.find((f) => f === value) ?? 'bottom2')}
          data={STATS_FIELDS.map((f) => ({ value: f, label: t(`results.fields.${f}`) }))}
          data-testid="hot-cold-field"
        />
        {stats.isPending ? (
          <Skeleton height={220} radius="md" />
        ) : stats.isError ? (
          <Text c="red.8" size="sm">
            {t('results.loadError')}
          </Text>
        ) : hot.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="md" data-testid="hot-cold-empty">
            {t('results.stats.empty')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" data-testid="hot-cold-caption">
              {t('results.stats.hot', { count: stats.data.draws })}
            </Text>
            {/* No withBarValueLabel: recharts keeps a label element in its (frozen) store, which Preact
                cannot render; the counts are written under the chart instead. */}
            <div data-testid="hot-chart" data-bars={hot.length}>
              <BarChart
                h={200}
                data={hot.map((n) => ({ number: n.number, count: n.count }))}
                dataKey="number"
                series={[{ name: 'count', label: t('results.stats.times'), color: 'red.6' }]}
                yAxisProps={{ width: 28, allowDecimals: false }}
                tickLine="none"
                gridAxis="y"
              />
            </div>
            <Group gap={6} data-testid="hot-numbers">
              {hot.map((n) => (
                <Badge
                  key={n.number}
                  size="lg"
                  variant="light"
                  color="red"
                  radius="sm"
                  title={t('results.stats.ago', { count: n.lastDrawAgo })}
                  style={{ fontVariantNumeric: 'tabular-nums', textTransform: 'none' }}
                >
                  {n.number}{' '}
                  <Text span size="xs" c="dimmed">
                    {`${n.count}×`}
                  </Text>
                </Badge>
              ))}
            </Group>
            {cold.length > 0 && (
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  {t('results.stats.cold')}
                </Text>
                <Group gap={6} data-testid="cold-numbers">
                  {cold.map((n) => (
                    <Badge
                      key={n.number}
                      size="lg"
                      variant="light"
                      color="blue"
                      radius="sm"
                      title={
                        n.count === 0
                          ? t('results.stats.never', { count: stats.data.draws })
                          : t('results.stats.ago', { count: n.lastDrawAgo })
                      }
                      style={{ fontVariantNumeric: 'tabular-nums', textTransform: 'none' }}
                    >
                      {n.number}{' '}
                      <Text span size="xs" c="dimmed">
                        {n.count === 0 ? '0' : `${n.count}×`}
                      </Text>
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('results.stats.coldHint', { count: stats.data.draws })}
                </Text>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
