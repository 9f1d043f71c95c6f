import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { isRoundFamily } from '@chokdee/domain';
import { Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultSection } from '../result-sections.ts';
import type { RoundResult } from '../types.ts';
import { HistoryGrid } from './history-grid.tsx';
import { ResultCard } from './result-card.tsx';

// The chart library is a chunk of its own, loaded when a family's history is shown.
const HotColdPanel = lazy(() => import('./hot-cold-panel.tsx').then((m) => ({ default: m.HotColdPanel })));

/** Groups whose rounds each day are several (name each grid row's round). */
const MANY_A_DAY: readonly ResultSection[] = ['stock', 'yeekee', 'yeekee5min', 'pingpong', 'gov4d'];

/**
 * One group's history (`/results?group=`): its newest result as a card (the government's full prize
 * list), the hot and cold numbers of the family (one family per group but 4D, whose four families
 * each draw their own numbers), and the grid of its last 30 draws with their published times.
 */
export function FamilyHistory({
  group,
  results,
  nameOf,
}: {
  group: ResultSection;
  results: readonly RoundResult[];
  nameOf: (result: RoundResult) => string;
}) {
  const { t } = useTranslation();
  const [newest] = results;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="family-history">
      <Stack gap="md">
        {newest && <ResultCard result={newest} title={nameOf(newest)} />}
        {isRoundFamily(group) && (
          <Suspense fallback={<Skeleton height={320} radius="md" />}>
            <HotColdPanel family={group} />
          </Suspense>
        )}
      </Stack>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">
          <Title order={2} fz={18}>
            {t('results.grid.title', { count: results.length })}
          </Title>
          <HistoryGrid results={results} nameOf={nameOf} showName={MANY_A_DAY.includes(group)} />
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
