import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countdownText, useNow } from '../../../lib/use-now.ts';
import type { Round } from '../../lotto/index.ts';
import type { YeekeePhase } from '../yeekee-phase.ts';

function Countdown({
  label,
  at,
  seconds,
  testId,
  now: nowPhase,
}: {
  label: string;
  at: string;
  seconds: number;
  testId: string;
  /** The countdown that matters in this phase: larger, on a coloured ground. */
  now: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const left = countdownText(seconds, now);
  return (
    <Stack
      gap={0}
      align="center"
      py={6}
      px={4}
      data-now={nowPhase || undefined}
      style={{
        background: nowPhase ? 'var(--mantine-color-orange-0)' : 'var(--mantine-color-gray-0)',
        border: `1px solid var(--mantine-color-${nowPhase ? 'orange-4' : 'gray-0'})`,
        borderRadius: 8,
      }}
    >
      <Text size="xs" c="dimmed" ta="center" lh={1.2}>
        {label} · {at}
      </Text>
      <Text
        fw={800}
        fz={nowPhase ? 30 : 20}
        lh={1.2}
        c={!left ? 'gray.6' : nowPhase ? 'orange.9' : 'green.8'}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {left ?? t('yeekee.clock.passed')}
      </Text>
    </Stack>
  );
}

/**
 * Two live countdowns: to the close of betting, and to the end of shooting (the result time). The
 * one that counts now stands out: the close while bets are taken, then the end of shooting.
 */
export function YeekeeClock({
  round,
  phase,
}: {
  round: Pick<Round, 'closeTime' | 'resultTime' | 'unixTimeStamp'>;
  phase: YeekeePhase;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={2} spacing={6} data-testid="yeekee-clock">
      <Countdown
        label={t('yeekee.clock.close')}
        at={round.closeTime}
        seconds={round.unixTimeStamp.realCloseTime}
        testId="yeekee-close-in"
        now={phase === 'betting'}
      />
      <Countdown
        label={t('yeekee.clock.result')}
        at={round.resultTime}
        seconds={round.unixTimeStamp.realResultTime}
        testId="yeekee-result-in"
        now={phase === 'shooting'}
      />
    </SimpleGrid>
  );
}
