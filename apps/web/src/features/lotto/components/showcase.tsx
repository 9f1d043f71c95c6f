import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Skeleton.css';
import { Anchor, Box, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { EndpointAnswer, betListsShowcaseEndpoint } from '@chokdee/domain';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { AfterFirstPaint } from '../../../lib/render-later.ts';
import { useNow, useNowWhen } from '../../../lib/use-now.ts';
import { useShowcase } from '../api/use-showcase.ts';
import { countdownLabel } from '../countdown-label.ts';
import { formatDrawDate, roundName } from '../round-name.ts';
import { isRoundOpenAt } from '../round-open.ts';
import { isClosingSoon, roundStates, SOON_COLOR } from './round-card.tsx';
import { RoundFlag } from './round-flag.tsx';

type Showcase = EndpointAnswer<typeof betListsShowcaseEndpoint>;
type ShowcaseResult = Showcase['results'][number];

const DIGITS = { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' } as const;

/** A round's time left, the one part of its card that changes every second. */
function Countdown({ round }: { round: Showcase['rounds'][number] }) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <Text
      size="sm"
      fw={700}
      c={isClosingSoon(round, now) ? SOON_COLOR : 'green.8'}
      style={DIGITS}
      data-testid="round-countdown"
    >
      {countdownLabel(t, round.unixTimeStamp.realCloseTime, now)}
    </Text>
  );
}

/** The next round of each family with its countdown; a visitor sees what is open before logging in. */
function NextRounds({ rounds }: { rounds: Showcase['rounds'] }) {
  const { t } = useTranslation();
  // The list renders when a round closes or nears its close; the countdowns tick alone.
  const now = useNowWhen((nowMs) => roundStates(rounds, nowMs));
  const open = rounds.filter((r) => isRoundOpenAt(r, now));
  if (open.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="landing-rounds">
      <Title order={2} fz="lg">
        {t('landing.nextRounds')}
      </Title>
      {/* Scrolled sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <Box className="landing-rounds" tabIndex={0} role="region" aria-label={t('landing.nextRounds')}>
        {open.map((round) => (
          <Paper
            key={round.betId}
            withBorder
            radius="md"
            p="xs"
            data-testid="landing-round"
            data-close-time={round.unixTimeStamp.realCloseTime}
          >
            <Group gap={8} wrap="nowrap" align="flex-start">
              <RoundFlag round={round} width={26} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                  {roundName(t, round)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('lotto.closeAt', { time: round.closeTime })}
                </Text>
                <Countdown round={round} />
              </Stack>
            </Group>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}

/** The fields a result row shows: the headline prize and the bottom two (4D: the four digits). */
const headline = (result: ShowcaseResult['result']) =>
  (
    [
      ['firstPrize', result.firstPrize],
      ['four', result.four],
      ['top3', result.firstPrize || result.four ? undefined : result.top3],
      ['bottom2', result.bottom2],
    ] as const
  ).filter((entry): entry is readonly [(typeof entry)[0], string] => Boolean(entry[1]));

/** The newest result of each family, one row each, and a link to every result. */
function LatestResults({ results }: { results: Showcase['results'] }) {
  const { t } = useTranslation();
  if (results.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="landing-results">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} fz="lg">
          {t('landing.latestResults')}
        </Title>
        <Anchor component={AppLink} to="/results" size="sm" fw={700} c="green.8" style={{ flexShrink: 0 }}>
          {t('lobby.seeAll')}
        </Anchor>
      </Group>
      <Paper withBorder radius="md">
        {results.map((row, i) => (
          <Group
            key={row.betId}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            px="sm"
            py={8}
            data-testid="landing-result"
            style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
          >
            <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
              <RoundFlag round={row} width={24} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                  {roundName(t, { ...row, dt: row.drawDate })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDrawDate(row.drawDate)}
                </Text>
              </Stack>
            </Group>
            <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
              {headline(row.result).map(([field, value]) => (
                <Stack key={field} gap={0} align="center">
                  <Text fz={10} c="dimmed" lh={1.3}>
                    {t(`results.fields.${field}`)}
                  </Text>
                  <Text fw={800} c="green.9" lh={1.2} style={DIGITS}>
                    {value}
                  </Text>
                </Stack>
              ))}
            </Group>
          </Group>
        ))}
      </Paper>
    </Stack>
  );
}

/**
 * The landing page's live part (issue 18 point 10): the next rounds with countdowns and the latest
 * results, from one public call. Hidden when that call fails: the login form still works. The
 * results render in the task after the rounds' (each is most of a slow phone's long task), below
 * them, so they push nothing on screen down.
 */
export function LandingShowcase() {
  const showcase = useShowcase();
  if (showcase.isPending) return <Skeleton height={160} radius="md" data-testid="landing-loading" />;
  if (!showcase.data) return null;
  return (
    <Stack gap="lg">
      <NextRounds rounds={showcase.data.rounds} />
      <AfterFirstPaint>
        <LatestResults results={showcase.data.results} />
      </AfterFirstPaint>
    </Stack>
  );
}
