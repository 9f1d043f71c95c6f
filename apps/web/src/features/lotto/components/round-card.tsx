import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { roundPath } from '../lotto-groups.ts';
import { formatDrawDate, roundName } from '../round-name.ts';
import type { Round } from '../types.ts';
import { countdownText } from '../../../lib/use-now.ts';
import { isRoundOpenAt } from '../round-open.ts';

/** One round on /lotto: its name, draw date, close time and a live countdown; closed rounds are inert. */
export function RoundCard({ round, now }: { round: Round; now: number }) {
  const { t } = useTranslation();
  const open = isRoundOpenAt(round, now);
  const left = open ? countdownText(round.unixTimeStamp.realCloseTime, now) : null;
  const body = (
    <Paper
      withBorder
      radius="md"
      p="sm"
      h="100%"
      style={{
        borderColor: open ? 'var(--mantine-color-green-4)' : undefined,
        background: open ? 'white' : 'var(--mantine-color-gray-1)',
        opacity: open ? 1 : 0.7,
      }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap={6} align="flex-start">
          <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }} data-testid="round-name">
            {roundName(t, round)}
          </Text>
          <Badge
            color={open ? 'green' : 'gray'}
            variant={open ? 'light' : 'filled'}
            style={{ flexShrink: 0 }}
          >
            {open ? t('lotto.open') : t('lotto.closed')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {/* A government round's name already carries its draw date. */}
          {round.betType === 'gov' ? '' : `${t('lotto.drawDate', { date: formatDrawDate(round.dt) })} · `}
          {t('lotto.closeAt', { time: round.closeTime })}
        </Text>
        {left && (
          <Text
            size="sm"
            fw={700}
            c="green.8"
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="round-countdown"
          >
            {t('lotto.closesIn', { time: left })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
  if (!open)
    return (
      <div data-testid="round-card" data-open="false" data-bet-id={round.betId} aria-disabled>
        {body}
      </div>
    );
  return (
    <UnstyledButton
      component={AppLink}
      to={roundPath(round)}
      data-testid="round-card"
      data-open="true"
      data-bet-id={round.betId}
      data-bet-type={round.betType}
      data-close-time={round.unixTimeStamp.realCloseTime}
      style={{ display: 'block' }}
    >
      {body}
    </UnstyledButton>
  );
}
