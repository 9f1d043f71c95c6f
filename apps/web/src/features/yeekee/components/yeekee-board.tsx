import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { YingResultView } from '@chokdee/domain';
import { Alert, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now.ts';
import type { Round } from '../../lotto/index.ts';
import { useYingResult } from '../api/use-ying-result.ts';
import { useYingSummary } from '../api/use-ying-summary.ts';
import { useYings } from '../api/use-yings.ts';
import { useYingLive } from '../use-ying-live.ts';
import { canShoot, mayFetchResult, yeekeePhase } from '../yeekee-phase.ts';
import { ShootPanel } from './shoot-panel.tsx';
import { ShotFeed } from './shot-feed.tsx';
import { YeekeeClock } from './yeekee-clock.tsx';
import { YeekeeResultPanel } from './yeekee-result-panel.tsx';

/**
 * The shooting tab of a Yeekee-family round: the countdowns, the shoot panel while shooting is
 * open, "computing" until the scheduler has the result, then the result with its verify view;
 * below (beside it from 992 px), the live running figures and newest shots. `resultCard` draws the
 * result card.
 */
export function YeekeeBoard({
  round,
  resultCard,
}: {
  round: Round;
  resultCard: (result: YingResultView) => ReactNode;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const result = useYingResult(round.betId, mayFetchResult(round, now));
  const published = result.data;
  const phase = published?.status === 'VOIDED' ? 'voided' : yeekeePhase(round, now, !!published);
  const live = canShoot(phase);
  useYingLive(round.betId, live);
  const summary = useYingSummary(round.betId, live);
  const shots = useYings(round.betId, live);
  const highlightSeq = (published ? published.sixteenth?.seq : summary.data?.sixteenth?.seq) ?? null;

  return (
    <SimpleGrid
      cols={{ base: 1, md: 2 }}
      spacing="sm"
      verticalSpacing="sm"
      data-testid="yeekee-board"
      data-phase={phase}
    >
      <Stack gap="sm">
        {/* Once the result is out, the countdowns and the running figures have said their part. */}
        {!published && <YeekeeClock round={round} phase={phase} />}
        {live ? (
          <ShootPanel roundId={round.betId} />
        ) : published ? (
          <YeekeeResultPanel result={published} card={resultCard(published)} />
        ) : (
          <Alert color="blue" data-testid="yeekee-computing">
            <Group gap="xs" wrap="nowrap">
              <Loader size="sm" />
              <Text size="sm">{t('yeekee.result.computing')}</Text>
            </Group>
          </Alert>
        )}
      </Stack>
      <ShotFeed
        summary={published ? undefined : summary.data}
        shots={shots.data}
        highlightSeq={highlightSeq}
        isPending={shots.isPending}
      />
    </SimpleGrid>
  );
}
