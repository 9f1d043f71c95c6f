import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title, useMatches } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../../lib/render-later.ts';
import type { ResultSection, Section } from '../result-sections.ts';
import type { RoundResult } from '../types.ts';
import { ResultCard } from './result-card.tsx';

const GRID = { base: 1, xs: 2, lg: 3 } as const;

function SectionBlock({
  section,
  title,
  nameOf,
  limit,
}: {
  section: Section;
  title: string;
  nameOf: (result: RoundResult) => string;
  limit: number | undefined;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  // Whole rows only: the limit rounded up to the grid's columns at this width.
  const cols = useMatches(GRID);
  const rowLimit = limit === undefined ? undefined : Math.ceil(limit / cols) * cols;
  const cut = rowLimit !== undefined && !all && section.results.length > rowLimit;
  const shown = cut ? section.results.slice(0, rowLimit) : section.results;
  return (
    <Stack gap="xs" component="section" data-testid={`results-section-${section.group}`}>
      <Group justify="space-between" align="baseline">
        <Title order={2} fz={19}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('results.count', { count: section.results.length })}
        </Text>
      </Group>
      <SimpleGrid cols={GRID} spacing="sm">
        {shown.map((result) => (
          <ResultCard key={result.betId} result={result} title={nameOf(result)} />
        ))}
      </SimpleGrid>
      {cut && (
        <Button
          variant="subtle"
          color="green"
          onClick={() => setAll(true)}
          data-testid={`results-more-${section.group}`}
        >
          {t('results.showAll', { count: section.results.length })}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Result cards by section (government, stocks, Yeekee, ping-pong, 4D); at least `limit` cards per
 * section (whole grid rows) until "show all". The first section comes with the page; each other one
 * in a task of its own after that frame, from the top down (all of them at once were a long task
 * on a slow phone), so one that comes pushes none on screen down.
 */
export function ResultsBoard({
  sections,
  isPending,
  isError,
  onRetry,
  nameOf,
  groupName,
  emptyText,
  limit,
}: {
  sections: Section[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  nameOf: (result: RoundResult) => string;
  groupName: (group: ResultSection) => string;
  emptyText: string;
  limit?: number;
}) {
  const { t } = useTranslation();
  if (isPending)
    return (
      <Stack gap="sm" data-testid="results-loading">
        <Skeleton height={190} radius="md" />
        <Skeleton height={110} radius="md" />
      </Stack>
    );
  const error = isError && (
    <Alert color="red">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('results.loadError')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('results.retry')}
        </Button>
      </Stack>
    </Alert>
  );
  if (!sections || sections.length === 0)
    return (
      error || (
        <Text c="dimmed" ta="center" py="xl" data-testid="results-empty">
          {emptyText}
        </Text>
      )
    );
  return (
    <Stack gap="lg" data-testid="results-board">
      {error}
      {sections.map((section, index) => {
        const block = (
          <SectionBlock
            key={section.group}
            section={section}
            title={groupName(section.group)}
            nameOf={nameOf}
            limit={limit}
          />
        );
        return index === 0 ? block : <AfterFirstPaint key={section.group}>{block}</AfterFirstPaint>;
      })}
    </Stack>
  );
}
