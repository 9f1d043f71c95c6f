import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Group, NativeSelect, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DayInput } from '../../../components/ui/day-input.tsx';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { PageHeader, TableState } from '../../../lib/admin/ui.tsx';
import { bangkokDate, formatBaht, formatDay } from '../../../lib/format.ts';
import { useAdminProviders, useGameReport } from './games-admin-api.ts';
import { dailyTotals, daysBefore, MONEY } from './report.ts';

const DIGITS = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Bets, wins, refunds and GGR per Bangkok day and provider, with a chart of the days' totals. */
export function GameReportPage() {
  const { t } = useAdminT();
  const providers = useAdminProviders();
  const today = bangkokDate();
  const [from, setFrom] = useState(daysBefore(today, 13));
  const [to, setTo] = useState(today);
  const [provider, setProvider] = useState('');
  const report = useGameReport({ from, to, ...(provider ? { provider } : {}) });
  const data = report.data;
  const nameOf = (code: string) => providers.data?.find((p) => p.provider === code)?.names.th ?? code;
  return (
    <>
      <PageHeader title={t('games.reportTitle')} />
      <Stack>
        <Group align="end" wrap="wrap">
          <DayInput
            label={t('games.from')}
            value={from}
            max={to}
            onChange={setFrom}
            testId="game-report-from"
          />
          <DayInput
            label={t('games.to')}
            value={to}
            min={from}
            max={today}
            onChange={setTo}
            testId="game-report-to"
          />
          <NativeSelect
            label={t('games.provider')}
            value={provider}
            data-testid="game-report-provider"
            data={[
              { value: '', label: t('games.allProviders') },
              ...(providers.data ?? []).map((p) => ({ value: p.provider, label: p.names.th })),
            ]}
            onChange={(event) => setProvider(event.currentTarget.value)}
          />
        </Group>
        <TableState loading={report.isPending} error={report.error} empty={false} testId="game-report">
          {data && (
            <>
              <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="game-report-totals">
                {MONEY.map((key) => (
                  <Card withBorder radius="md" key={key}>
                    <Text size="xs" c="dimmed">
                      {t(`games.money.${key}`)}
                    </Text>
                    <Text
                      fw={700}
                      fz="lg"
                      c={key === 'ggr' && data.totals.ggr < 0 ? 'red.8' : undefined}
                      style={DIGITS}
                    >
                      ฿ {formatBaht(data.totals[key])}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
              <Card withBorder radius="md" data-testid="game-report-chart">
                <Title order={2} fz="md" mb="sm">
                  {t('games.chartTitle')}
                </Title>
                <BarChart
                  h={260}
                  data={dailyTotals(data.items, from, to).map((day) => ({ ...day, day: day.day.slice(5) }))}
                  dataKey="day"
                  valueFormatter={(value) => formatBaht(value)}
                  yAxisProps={{ width: 84 }}
                  withLegend
                  series={[
                    { name: 'bets', label: t('games.money.bets'), color: 'blue.6' },
                    { name: 'wins', label: t('games.money.wins'), color: 'orange.6' },
                    { name: 'ggr', label: t('games.money.ggr'), color: 'green.6' },
                  ]}
                />
              </Card>
              <Card withBorder radius="md" p={0}>
                <Table.ScrollContainer minWidth={760}>
                  <Table striped highlightOnHover fz="sm" data-testid="game-report-table">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('games.day')}</Table.Th>
                        <Table.Th>{t('games.provider')}</Table.Th>
                        {MONEY.map((key) => (
                          <Table.Th key={key} ta="right">
                            {t(`games.money.${key}`)}
                          </Table.Th>
                        ))}
                        <Table.Th ta="right">{t('games.betCount')}</Table.Th>
                        <Table.Th ta="right">{t('games.players')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.items.length === 0 && (
                        <Table.Tr>
                          <Table.Td colSpan={8} ta="center" c="dimmed">
                            {t('common.empty')}
                          </Table.Td>
                        </Table.Tr>
                      )}
                      {data.items.map((row) => (
                        <Table.Tr key={`${row.day}/${row.provider}`} data-testid="game-report-row">
                          <Table.Td style={DIGITS}>{formatDay(row.day)}</Table.Td>
                          <Table.Td>{nameOf(row.provider)}</Table.Td>
                          {MONEY.map((key) => (
                            <Table.Td
                              key={key}
                              ta="right"
                              style={DIGITS}
                              c={key === 'ggr' && row.ggr < 0 ? 'red.8' : undefined}
                            >
                              {formatBaht(row[key])}
                            </Table.Td>
                          ))}
                          <Table.Td ta="right">{row.betCount}</Table.Td>
                          <Table.Td ta="right">{row.players}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Card>
            </>
          )}
        </TableState>
      </Stack>
    </>
  );
}
