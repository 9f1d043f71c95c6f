import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Table.css';
import { complianceEndpoints } from '@chokdee/domain';
import { Anchor, Group, Loader, Paper, ScrollArea, Grid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ErrorScreen } from '../app/errors/error-screens.tsx';
import { screenForError } from '../app/errors/error-to-screen.ts';
import { AppLink } from '../components/ui/app-link.tsx';
import { useComplianceT } from '../features/compliance/compliance-i18n.ts';
import { LimitsCard } from '../features/compliance/limits-card.tsx';
import { TakeABreak } from '../features/compliance/take-a-break.tsx';
import { callApi } from '../lib/call-api.ts';
import { formatBaht } from '../lib/format.ts';

const ActivityChart = lazy(() => import('../features/compliance/activity-chart.tsx'));
const COLUMNS = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'] as const;

/**
 * `/profile/activity`: the member's last 12 months in a chart and a table, with the member's limits
 * and the way to take a break beside it, and the responsible-gambling help page (docs/compliance.md).
 */
export function Component() {
  const { t } = useComplianceT();
  const activity = useQuery({
    queryKey: ['activity'],
    queryFn: ({ signal }) => callApi(complianceEndpoints.activity, undefined, { signal }),
  });
  if (activity.isError) return <ErrorScreen kind={screenForError(activity.error)} />;
  const months = activity.data?.months ?? [];
  return (
    <Stack data-testid="activity-page" gap="lg" py="md" maw={960} mx="auto">
      <div>
        <Title order={1} fz={28}>
          {t('activity.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('activity.intro')}
        </Text>
      </div>
      {!activity.data ? (
        <Group justify="center" py="lg">
          <Loader color="green" />
        </Group>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Suspense fallback={null}>
                <ActivityChart months={months} />
              </Suspense>
              <Paper withBorder radius="md">
                <ScrollArea>
                  <Table verticalSpacing="xs" fz="sm" miw={520} data-testid="activity-table">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('activity.month')}</Table.Th>
                        {COLUMNS.map((column) => (
                          <Table.Th key={column} ta="right">
                            {t(`activity.${column}`)}
                          </Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {[...months].reverse().map((month) => (
                        <Table.Tr key={month.month} data-testid={`activity-${month.month}`}>
                          <Table.Td>{month.month}</Table.Td>
                          {COLUMNS.map((column) => (
                            <Table.Td
                              key={column}
                              ta="right"
                              c={column === 'net' && month.net < 0 ? 'red.7' : undefined}
                              fw={column === 'net' ? 700 : undefined}
                            >
                              {formatBaht(month[column])}
                            </Table.Td>
                          ))}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <LimitsCard />
              <TakeABreak />
              <Anchor component={AppLink} to="/howto/responsible-gambling" fw={700} c="green.8">
                {t('activity.help')}
              </Anchor>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
