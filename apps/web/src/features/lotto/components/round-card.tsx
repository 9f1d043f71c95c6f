import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { CLOSING_SOON_MS } from '../../../lib/countdown.ts';
import { countdownLabel } from '../countdown-label.ts';
import { roundPath } from '../lotto-groups.ts';
import { useNow } from '../../../lib/use-now.ts';
import { formatDrawDate, roundName } from '../round-name.ts';
import { isRoundOpenAt } from '../round-open.ts';
import type { Round } from '../types.ts';
import { RoundFlag } from './round-flag.tsx';

/** The "closing soon" text colour: Mantine's orange 9 is 4.3:1 on white, short of WCAG AA's 4.5. */
export const SOON_COLOR = '#b33d0b';

/** Closing within half an hour: the countdown turns orange. */
export const isClosingSoon = (round: Round, now: number) =>
  round.unixTimeStamp.realCloseTime * 1000 - now < CLOSING_SOON_MS;

/** Each round's state at `now`, one character each (closed, open, closing soon): for `useNowWhen`. */
export const roundStates = (rounds: readonly Round[], now: number): string =>
  rounds.map((r) => (!isRoundOpenAt(r, now) ? '0' : isClosingSoon(r, now) ? '2' : '1')).join('');

/** A round's time left, the one part of its card that changes every second. */
function RoundCountdown({ round, compact, soon }: { round: Round; compact: boolean; soon: boolean }) {
  const { t } = useTranslation();
  const left = countdownLabel(t, round.unixTimeStamp.realCloseTime, useNow());
  if (!left) return null;
  return (
    <Text
      size={compact ? 'xs' : 'sm'}
      fw={700}
      c={soon ? SOON_COLOR : 'green.8'}
      style={{ fontVariantNumeric: 'tabular-nums' }}
      data-testid="round-countdown"
    >
      {compact ? left : t('lotto.closesIn', { time: left })}
    </Text>
  );
}

/**
 * One round: its flag or logo, name, draw date, close time and a countdown in days/hours/minutes
 * (`now`: the list's `useNowWhen` over `roundStates`, so the card renders when the round closes or
 * nears its close; the countdown ticks alone); closed rounds are inert. `compact` is the strip's card
 * (Yeekee-family rounds, a few at a time side by side).
 */
export function RoundCard({ round, now, compact = false }: { round: Round; now: number; compact?: boolean }) {
  const { t } = useTranslation();
  const open = isRoundOpenAt(round, now);
  const soon = open && isClosingSoon(round, now);
  const body = (
    <Paper
      withBorder
      radius="md"
      p={compact ? 'xs' : 'sm'}
      h="100%"
      style={{
        borderColor: soon
          ? 'var(--mantine-color-orange-5)'
          : open
            ? 'var(--mantine-color-green-4)'
            : undefined,
        background: open ? 'white' : 'var(--mantine-color-gray-1)',
        opacity: open ? 1 : 0.7,
      }}
    >
      <Stack gap={compact ? 2 : 4}>
        <Group justify="space-between" wrap="nowrap" gap={8} align="flex-start">
          <Group wrap="nowrap" gap={8} align="flex-start" style={{ minWidth: 0 }}>
            <RoundFlag round={round} width={compact ? 24 : 30} />
            <Text
              fw={700}
              lh={1.3}
              size={compact ? 'sm' : undefined}
              style={{ overflowWrap: 'break-word', minWidth: 0 }}
              data-testid="round-name"
            >
              {compact && /^\d+$/.test(round.name)
                ? t('lobby.roundNo', { no: round.name })
                : roundName(t, round)}
            </Text>
          </Group>
          {/* Open is what the green border and the countdown say; only a closed round needs a word. */}
          {!open && (
            <Badge color="gray" variant="filled" style={{ flexShrink: 0 }}>
              {t('lotto.closed')}
            </Badge>
          )}
        </Group>
        <Text size={compact ? 'xs' : 'sm'} c="dimmed">
          {/* A government round's name already carries its draw date; a strip shows today's rounds. */}
          {round.betType === 'gov' || compact
            ? ''
            : `${t('lotto.drawDate', { date: formatDrawDate(round.dt) })} · `}
          {t('lotto.closeAt', { time: round.closeTime })}
        </Text>
        {open && <RoundCountdown round={round} compact={compact} soon={soon} />}
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
      style={{ display: 'block', height: '100%' }}
    >
      {body}
    </UnstyledButton>
  );
}
