import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { PageHeader, TableState, useFeedback } from '../../../lib/admin/ui.tsx';
import {
  CATALOGUE_KEY,
  fetchCatalogue,
  useAdminHighlights,
  useAdminProviders,
  useGamesAdminActions,
  type AdminHighlight,
} from './games-admin-api.ts';
import { GamesTabs, Thumb } from './games-admin-ui.tsx';

type Item = Pick<AdminHighlight, 'provider' | 'gameId' | 'name' | 'image'>;
const keyOf = (item: Pick<Item, 'provider' | 'gameId'>) => `${item.provider}/${item.gameId}`;

/** Picks a game of a provider to add (the provider's catalogue, up to 100 games). */
function AddHighlight({ onAdd, taken }: { onAdd: (item: Item) => void; taken: Set<string> }) {
  const { t } = useAdminT();
  const providers = useAdminProviders();
  const [provider, setProvider] = useState('');
  const [gameId, setGameId] = useState('');
  const games = useQuery({
    queryKey: [...CATALOGUE_KEY, 'pick', provider],
    queryFn: ({ signal }) => fetchCatalogue({ provider, q: '', page: 1, pageSize: 100 }, signal),
    enabled: provider !== '',
  });
  const choices = (games.data?.items ?? []).filter((g) => !taken.has(keyOf(g)));
  const chosen = choices.find((g) => g.gameId === gameId);
  return (
    <Group align="end" wrap="wrap">
      <NativeSelect
        label={t('games.provider')}
        value={provider}
        data-testid="highlight-provider"
        data={[
          { value: '', label: '—' },
          ...(providers.data ?? []).map((p) => ({ value: p.provider, label: p.names.th })),
        ]}
        onChange={(event) => {
          setProvider(event.currentTarget.value);
          setGameId('');
        }}
      />
      <NativeSelect
        label={t('games.game')}
        value={gameId}
        disabled={provider === ''}
        data-testid="highlight-game"
        data={[{ value: '', label: '—' }, ...choices.map((g) => ({ value: g.gameId, label: g.names.th }))]}
        onChange={(event) => setGameId(event.currentTarget.value)}
      />
      <Button
        variant="light"
        disabled={!chosen}
        data-testid="highlight-add"
        onClick={() => {
          if (chosen) onAdd({ provider, gameId, name: chosen.names.th, image: chosen.image });
          setGameId('');
        }}
      >
        {t('games.addHighlight')}
      </Button>
    </Group>
  );
}

/** The lobby's highlighted games: their order, add and remove; saved as one list. */
export function HighlightsPage() {
  const { t } = useAdminT();
  const can = useCan();
  const feedback = useFeedback();
  const highlights = useAdminHighlights();
  const { updateHighlights } = useGamesAdminActions();
  const [draft, setDraft] = useState<Item[] | null>(null);
  const items: Item[] = draft ?? highlights.data ?? [];
  const manage = can('games.manage');
  const move = (index: number, by: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setDraft(next);
  };
  const save = () =>
    updateHighlights.mutate(
      { items: items.map(({ provider, gameId }) => ({ provider, gameId })) },
      {
        onSuccess: () => {
          feedback.ok();
          setDraft(null);
        },
        onError: feedback.fail,
      },
    );
  return (
    <>
      <PageHeader title={t('games.highlightsTitle')}>
        {manage && (
          <Group gap="xs">
            <Button variant="default" disabled={!draft} onClick={() => setDraft(null)}>
              {t('common.reset')}
            </Button>
            <Button
              disabled={!draft}
              loading={updateHighlights.isPending}
              onClick={save}
              data-testid="highlights-save"
            >
              {t('common.save')}
            </Button>
          </Group>
        )}
      </PageHeader>
      <GamesTabs />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <TableState
            loading={highlights.isPending}
            error={highlights.error}
            empty={items.length === 0}
            testId="highlights"
          >
            <Stack gap="xs" data-testid="highlights-list">
              {items.map((item, index) => (
                <Group key={keyOf(item)} justify="space-between" wrap="nowrap" data-testid="highlight-row">
                  <Group gap="sm" wrap="nowrap">
                    <Text fw={700} w={24} ta="right">
                      {index + 1}
                    </Text>
                    <Thumb src={item.image} size={48} />
                    <div>
                      <Text fw={600}>{item.name}</Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {keyOf(item)}
                      </Text>
                    </div>
                  </Group>
                  {manage && (
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="light"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={t('games.moveUp')}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="light"
                        disabled={index === items.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={t('games.moveDown')}
                      >
                        ↓
                      </ActionIcon>
                      <ActionIcon
                        variant="light"
                        color="red"
                        onClick={() => setDraft(items.filter((_, i) => i !== index))}
                        aria-label={t('common.delete')}
                      >
                        ✕
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              ))}
            </Stack>
          </TableState>
          {manage && (
            <AddHighlight onAdd={(item) => setDraft([...items, item])} taken={new Set(items.map(keyOf))} />
          )}
        </Stack>
      </Paper>
    </>
  );
}
