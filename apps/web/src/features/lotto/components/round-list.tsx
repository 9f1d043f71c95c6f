import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../types.ts';
import { useNowWhen } from '../../../lib/use-now.ts';
import { isRoundOpenAt } from '../round-open.ts';
import { RoundCard, roundStates } from './round-card.tsx';

/** Placeholders while the rounds load. */
export const RoundsLoading = () => (
  <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
    {[0, 1, 2, 3].map((i) => (
      <Skeleton key={i} height={92} radius="md" />
    ))}
  </SimpleGrid>
);

/** The rounds did not load: say so, with a retry. */
export function RoundsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" data-testid="rounds-error">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('lotto.loadError')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('lotto.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Open rounds first; a Yeekee day has hundreds, so a slow phone renders a page of them at a time. */
const PAGE = 24;

export function RoundList({
  rounds,
  isPending,
  isError,
  onRetry,
}: {
  rounds: Round[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const now = useNowWhen((nowMs) => roundStates(rounds, nowMs));
  const [shown, setShown] = useState(PAGE);
  if (isPending) return <RoundsLoading />;
  if (isError) return <RoundsError onRetry={onRetry} />;
  // Open rounds first (soonest close first), then the recently closed ones.
  const ordered = [
    ...rounds.filter((r) => isRoundOpenAt(r, now)),
    ...rounds.filter((r) => !isRoundOpenAt(r, now)),
  ];
  if (ordered.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="rounds-empty">
        {t('lotto.noRounds')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="round-list">
        {ordered.slice(0, shown).map((round) => (
          <RoundCard key={round.betId} round={round} now={now} />
        ))}
      </SimpleGrid>
      {ordered.length > shown && (
        <Button
          variant="light"
          color="green"
          onClick={() => setShown((n) => n + PAGE)}
          data-testid="rounds-more"
        >
          {t('lotto.showMore', { count: ordered.length - shown })}
        </Button>
      )}
    </Stack>
  );
}
