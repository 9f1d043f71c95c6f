import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countdownText, useNow } from '../../../lib/use-now.ts';
import type { Round } from '../../lotto/index.ts';

function Countdown({
  label,
  at,
  seconds,
  testId,
}: {
  label: string;
  at: string;
  seconds: number;
  testId: string;
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
      style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 8 }}
    >
      <Text size="xs" c="dimmed" ta="center" lh={1.2}>
        {label} · {at}
      </Text>
      <Text
        fw={800}
        fz={22}
        c={left ? 'green.8' : 'gray.6'}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {left ?? t('yeekee.clock.passed')}
      </Text>
    </Stack>
  );
}

/** Two live countdowns: to the close of betting, and to the end of shooting (the result time). */
export function YeekeeClock({ round }: { round: Pick<Round, 'closeTime' | 'resultTime' | 'unixTimeStamp'> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={2} spacing={6} data-testid="yeekee-clock">
      <Countdown
        label={t('yeekee.clock.close')}
        at={round.closeTime}
        seconds={round.unixTimeStamp.realCloseTime}
        testId="yeekee-close-in"
      />
      <Countdown
        label={t('yeekee.clock.result')}
        at={round.resultTime}
        seconds={round.unixTimeStamp.realResultTime}
        testId="yeekee-result-in"
      />
    </SimpleGrid>
  );
}
