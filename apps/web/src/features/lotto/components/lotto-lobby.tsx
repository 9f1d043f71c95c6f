import '@mantine/core/styles/Anchor.css';
import { Anchor, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { useNowWhen } from '../../../lib/use-now.ts';
import { roundsOfGroup } from '../lotto-groups.ts';
import { CARD_GROUPS, lobbyOf, STRIP_GROUPS } from '../lobby.ts';
import type { BetListsLatest, Round } from '../types.ts';
import { RoundCard, roundStates } from './round-card.tsx';

const GRID = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/** A section's heading, with a link to its group's full list where it has one. */
function Heading({ title, to, count }: { title: string; to?: string; count?: number }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {to && (
        <Anchor component={AppLink} to={to} size="sm" c="green.8" fw={700} style={{ flexShrink: 0 }}>
          {count === undefined ? t('lobby.seeAll') : t('lobby.seeAllCount', { count })}
        </Anchor>
      )}
    </Group>
  );
}

/** The next rounds of a Yeekee family side by side, scrolled sideways (hundreds a day). */
function RoundStrip({ group, rounds, now }: { group: string; rounds: Round[]; now: number }) {
  return (
    <Box
      data-testid="round-strip"
      data-group={group}
      style={{
        display: 'flex',
        gap: 8,
        overflowX: 'auto',
        scrollSnapType: 'x proximity',
        paddingBottom: 4,
        scrollbarWidth: 'thin',
      }}
    >
      {rounds.map((round) => (
        <Box key={round.betId} style={{ flex: '0 0 148px', scrollSnapAlign: 'start' }}>
          <RoundCard round={round} now={now} compact />
        </Box>
      ))}
    </Box>
  );
}

/** `/lotto`: every family at a glance, closing soon first (features/lotto/lobby.ts). */
export function LottoLobby({ lists }: { lists: BetListsLatest }) {
  const { t } = useTranslation();
  const now = useNowWhen((nowMs) =>
    roundStates(
      [...CARD_GROUPS, ...STRIP_GROUPS].flatMap((group) => roundsOfGroup(lists, group)),
      nowMs,
    ),
  );
  const lobby = lobbyOf(lists, now);
  if (lobby.closingSoon.length === 0 && lobby.strips.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="rounds-empty">
        {t('lotto.noRounds')}
      </Text>
    );
  return (
    <Stack gap="lg" data-testid="round-list" data-view="lobby">
      {lobby.closingSoon.length > 0 && (
        <Stack gap="xs">
          <Heading title={t('lobby.closingSoon')} />
          <SimpleGrid cols={GRID} spacing="sm" data-testid="closing-soon">
            {lobby.closingSoon.map((round) => (
              <RoundCard key={round.betId} round={round} now={now} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {lobby.strips.map(({ group, next, openCount }) => (
        <Stack gap="xs" key={group}>
          <Heading title={t(`lotto.families.${group}`)} to={`/lotto/${group}`} count={openCount} />
          <RoundStrip group={group} rounds={next} now={now} />
        </Stack>
      ))}
      {lobby.sections.map(({ group, rounds }) => (
        <Stack gap="xs" key={group}>
          <Heading title={t(`lotto.families.${group}`)} to={`/lotto/${group}`} />
          <SimpleGrid cols={GRID} spacing="sm">
            {rounds.map((round) => (
              <RoundCard key={round.betId} round={round} now={now} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
