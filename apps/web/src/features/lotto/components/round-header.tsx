import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { formatDrawDate, roundName } from '../round-name.ts';
import type { Round } from '../types.ts';
import { countdownText, useNow, useNowAs } from '../../../lib/use-now.ts';
import { isRoundOpenAt } from '../round-open.ts';

/** The slip page's title: round name, draw date, close time and the live countdown. */
export function RoundHeader({ round, backTo }: { round: Round; backTo: string }) {
  const { t } = useTranslation();
  const open = useNowAs((now) => isRoundOpenAt(round, now));
  return (
    <Stack gap={4}>
      <BackLink to={backTo}>{t('lotto.backToList')}</BackLink>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1} fz={24} lh={1.3} data-testid="round-title">
          {roundName(t, round)}
        </Title>
        <Badge color={open ? 'green' : 'gray'} size="lg" style={{ flexShrink: 0 }} data-testid="round-state">
          {open ? t('lotto.open') : t('lotto.closed')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {/* A government round's name already carries its draw date. */}
        {round.betType === 'gov' ? '' : `${t('lotto.drawDate', { date: formatDrawDate(round.dt) })} · `}
        {t('lotto.closeAt', { time: round.closeTime })}
        {open && <Countdown round={round} />}
      </Text>
    </Stack>
  );
}

/** The time left, the one part of the heading that changes every second. */
function Countdown({ round }: { round: Round }) {
  const { t } = useTranslation();
  const left = countdownText(round.unixTimeStamp.realCloseTime, useNow());
  if (!left) return null;
  return (
    <Text
      span
      fw={700}
      c="green.8"
      ml={6}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      data-testid="round-countdown"
    >
      {t('lotto.closesIn', { time: left })}
    </Text>
  );
}
