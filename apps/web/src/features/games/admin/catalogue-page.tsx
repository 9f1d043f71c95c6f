import { Badge, Button, Group, Modal, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { ListPanel, pageQuery, textQuery, useAdminList } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import { GameForm } from './game-form.tsx';
import {
  CATALOGUE_KEY,
  fetchCatalogue,
  useAdminProviders,
  type AdminCatalogueGame,
} from './games-admin-api.ts';
import { GamesTabs, Thumb } from './games-admin-ui.tsx';

const KEYS = ['provider', 'q'] as const;

function gameColumns(
  t: TFunction,
  edit?: (g: AdminCatalogueGame) => void,
): DataTableColumn<AdminCatalogueGame>[] {
  return [
    { accessor: 'image', title: '', render: (g) => <Thumb src={g.image} size={44} /> },
    { accessor: 'provider', title: t('games.provider') },
    { accessor: 'gameId', title: t('games.gameId'), cellsStyle: () => ({ fontFamily: 'monospace' }) },
    {
      accessor: 'names',
      title: t('games.names'),
      render: (g) => (
        <Stack gap={0} fz="xs">
          <b>{g.names.th}</b>
          <span>
            {g.names.en} · {g.names.kh} · {g.names.mm}
          </span>
        </Stack>
      ),
    },
    { accessor: 'category', title: t('games.category'), render: (g) => g.category ?? '—' },
    {
      accessor: 'flags',
      title: t('games.flagsTitle'),
      width: 220,
      render: (g) => (
        <Group gap={4}>
          <Badge color={g.active ? 'green' : 'gray'} variant="light">
            {t(g.active ? 'games.flags.active' : 'games.flags.closed')}
          </Badge>
          {g.hot && <Badge color="red">{t('games.flags.hot')}</Badge>}
          {g.new && <Badge color="blue">{t('games.flags.new')}</Badge>}
        </Group>
      ),
    },
    { accessor: 'sortOrder', title: t('games.sortOrder'), textAlign: 'right' },
    {
      accessor: 'actions',
      title: '',
      render: (g) =>
        edit && (
          <Button size="xs" variant="light" onClick={() => edit(g)} data-testid={`game-edit-${g.gameId}`}>
            {t('common.edit')}
          </Button>
        ),
    },
  ];
}

/** The catalogue: every provider's games, filtered by provider and id or name; edit a game. */
export function CataloguePage() {
  const { t } = useAdminT();
  const can = useCan();
  const providers = useAdminProviders();
  const [editing, setEditing] = useState<AdminCatalogueGame | null>(null);
  const list = useAdminList({
    keys: KEYS,
    queryKey: CATALOGUE_KEY,
    fetch: (filters, page, signal) =>
      fetchCatalogue({ provider: textQuery(filters.provider), q: filters.q, ...pageQuery(page) }, signal),
  });
  return (
    <>
      <PageHeader title={t('games.catalogueTitle')} />
      <GamesTabs />
      <ListPanel<(typeof KEYS)[number], AdminCatalogueGame>
        list={list}
        filters={{
          fields: [
            {
              kind: 'select',
              key: 'provider',
              label: t('games.provider'),
              atOnce: true,
              testId: 'catalogue-filter-provider',
              options: [
                { value: '', label: t('games.allProviders') },
                ...(providers.data ?? []).map((p) => ({ value: p.provider, label: p.names.th })),
              ],
            },
            { kind: 'text', key: 'q', label: t('games.search'), placeholder: t('games.searchHint') },
          ],
        }}
        table={{
          testId: 'game-catalogue',
          rowTestId: 'game-catalogue-row',
          idOf: (g) => `${g.provider}/${g.gameId}`,
          minWidth: 1100,
          columns: gameColumns(t, can('games.manage') ? setEditing : undefined),
        }}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('games.editGame')} size="lg">
        {editing && <GameForm game={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
