import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Tabs.css';
import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AppLink } from '../components/ui/app-link.tsx';
import { useBetLists } from '../features/lotto/api/use-bet-lists.ts';
import { LottoLobby } from '../features/lotto/components/lotto-lobby.tsx';
import { RoundList, RoundsError, RoundsLoading } from '../features/lotto/components/round-list.tsx';
import {
  isLottoGroup,
  LOTTO_GROUPS,
  roundsOfGroup,
  type LottoGroup,
} from '../features/lotto/lotto-groups.ts';

/** The lobby tab (`/lotto`): every group at a glance. */
const ALL = 'all';

/**
 * `/lotto`: the lobby (closing soon, the Yeekee strips, a card per round of the other families);
 * `/lotto/:betGroup`: every round of one group, closed ones too. Tabs switch between them (the
 * group is in the URL); each round has a live countdown and turns inactive at its close by itself.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { betGroup } = useParams();
  const group: LottoGroup | typeof ALL = isLottoGroup(betGroup) ? betGroup : ALL;
  const lists = useBetLists();
  const counts = Object.fromEntries(
    LOTTO_GROUPS.map((g) => [g, roundsOfGroup(lists.data, g).filter((r) => r.active).length]),
  );

  return (
    <Stack data-testid="lotto-page" gap="md" py="md">
      <Stack gap={2}>
        <Title order={1} fz={26}>
          {t('lotto.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('lotto.subtitle')}
        </Text>
      </Stack>
      <Tabs
        value={group}
        onChange={(next) => {
          if (next === ALL) void navigate('/lotto', { replace: true });
          else if (isLottoGroup(next)) void navigate(`/lotto/${next}`, { replace: true });
        }}
        color="green"
        variant="pills"
        radius="xl"
      >
        <Tabs.List
          aria-label={t('lotto.groupsLabel')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', gap: 6, scrollbarWidth: 'none' }}
        >
          <Tabs.Tab value={ALL} data-testid="lotto-tab-all" style={{ flexShrink: 0 }}>
            {t('lobby.all')}
          </Tabs.Tab>
          {LOTTO_GROUPS.map((g) => (
            <Tabs.Tab key={g} value={g} data-testid={`lotto-tab-${g}`} style={{ flexShrink: 0 }}>
              {t(`lotto.families.${g}`)}
              {lists.data ? ` (${counts[g]})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {group === 'gov4d' && (
        <Anchor component={AppLink} to="/lotto/4d" fw={700} c="green.8" data-testid="lotto-4d-link">
          {t('lotto.fourD.title')} →
        </Anchor>
      )}
      {group !== ALL ? (
        <RoundList
          key={group}
          rounds={roundsOfGroup(lists.data, group)}
          isPending={lists.isPending}
          isError={lists.isError}
          onRetry={() => void lists.refetch()}
        />
      ) : lists.data ? (
        <LottoLobby lists={lists.data} />
      ) : lists.isError ? (
        <RoundsError onRetry={() => void lists.refetch()} />
      ) : (
        <RoundsLoading />
      )}
      <Group gap="lg" justify="center" py="sm">
        <Anchor component={AppLink} to="/poy" c="green.8" data-testid="lotto-link-poy">
          {t('lotto.myPoys')}
        </Anchor>
        <Anchor component={AppLink} to="/number-set" c="green.8" data-testid="lotto-link-number-set">
          {t('lotto.numberSets')}
        </Anchor>
      </Group>
    </Stack>
  );
}
