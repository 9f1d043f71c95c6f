import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { familyName, roundName } from '../features/lotto/round-name.ts';
import { useLatestResults } from '../features/results/api/use-latest-results.ts';
import { useResults } from '../features/results/api/use-results.ts';
import { ResultsBoard } from '../features/results/components/results-board.tsx';
import { ResultsFilters } from '../features/results/components/results-filters.tsx';
import {
  isResultSection,
  latestDrawOfEachFamily,
  sectionsOf,
  type ResultSection,
} from '../features/results/result-sections.ts';
import { bangkokDate, formatDay } from '../lib/format.ts';
import type { RoundResult } from '../features/results/types.ts';

// A group's history (grid, hot and cold numbers) is a chunk of its own: the latest view needs none of it.
const FamilyHistory = lazy(() =>
  import('../features/results/components/family-history.tsx').then((m) => ({ default: m.FamilyHistory })),
);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Cards per section in the latest view before "show all" (a Yeekee day has dozens of rounds). */
const LATEST_LIMIT = 4;

/**
 * `/results` (public): confirmed lottery results as Thai result cards. Without a date: the latest
 * draw of every family (government first, then stocks, Yeekee, ping-pong, 4D); `?date=` one draw
 * date; `?group=` one group (alone: its history: the newest result, hot and cold numbers and a grid
 * of its last 30 draws). Both are kept in the URL.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date') ?? '';
  const date = DATE.test(dateParam) ? dateParam : '';
  const groupParam = params.get('group');
  const group = isResultSection(groupParam) ? groupParam : undefined;
  const latestView = !date && !group;
  // A group without a date: its history (newest card, hot and cold numbers, the 30-draw grid).
  const historyView = !date && group !== undefined;

  const latest = useLatestResults(latestView);
  const chosen = useResults({ resultDate: date || undefined, betGroup: group }, !latestView);
  const answer = latestView ? latest : chosen;
  const sections = useMemo(() => {
    if (!answer.data) return undefined;
    return sectionsOf(latestView ? latestDrawOfEachFamily(answer.data) : answer.data);
  }, [answer.data, latestView]);

  const set = (key: 'date' | 'group', value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const groupName = (g: ResultSection) => familyName(t, g);
  const nameOf = (r: RoundResult) => roundName(t, { betType: r.betType, name: r.name, dt: r.drawDate });
  const subtitle = date
    ? t('results.ofDate', { date: formatDay(date) })
    : group
      ? t('results.history', { family: groupName(group) })
      : t('results.subtitle');

  return (
    <Stack data-testid="results-page" gap="md" py="md">
      <Stack gap={2}>
        <Title order={1} fz={26}>
          {t('results.title')}
        </Title>
        <Text c="dimmed" size="sm" data-testid="results-subtitle">
          {subtitle}
        </Text>
      </Stack>
      <ResultsFilters
        date={date}
        group={group}
        today={bangkokDate()}
        groupName={groupName}
        onDate={(next) => set('date', next)}
        onGroup={(next) => set('group', next)}
      />
      {historyView && answer.data && answer.data.length > 0 ? (
        <Suspense fallback={<Skeleton height={320} radius="md" />}>
          <FamilyHistory group={group} results={answer.data} nameOf={nameOf} />
        </Suspense>
      ) : (
        <ResultsBoard
          sections={sections}
          isPending={answer.isPending}
          isError={answer.isError}
          onRetry={() => void answer.refetch()}
          nameOf={nameOf}
          groupName={groupName}
          emptyText={date ? t('results.emptyDate', { date: formatDay(date) }) : t('results.empty')}
          limit={latestView ? LATEST_LIMIT : undefined}
        />
      )}
    </Stack>
  );
}
