import { Badge, Button, Group, Modal, Paper, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { badgeColumn, RecordsTable, twoLines } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import { useAdminProviders, type AdminProvider } from './games-admin-api.ts';
import { GamesTabs, Thumb } from './games-admin-ui.tsx';
import { ProviderForm } from './provider-form.tsx';

const STATUS_COLORS = { ACTIVE: 'green', INACTIVE: 'gray' } as const;

function providerColumns(t: TFunction, edit?: (p: AdminProvider) => void): DataTableColumn<AdminProvider>[] {
  return [
    {
      accessor: 'provider',
      title: t('games.provider'),
      render: (p) => (
        <Group gap="sm" wrap="nowrap">
          <Thumb src={p.logo} />
          <div>{twoLines(p.names.th, p.provider, { size: 'sm' })}</div>
        </Group>
      ),
    },
    { accessor: 'type', title: t('games.type'), render: (p) => t(`games.types.${p.type}`) },
    badgeColumn('status', t('games.status'), {
      statusOf: (p: AdminProvider) => p.status,
      colors: STATUS_COLORS,
      label: (status) => t(`games.statuses.${status}`),
    }),
    {
      accessor: 'launchUrl',
      title: t('games.launch'),
      // The built-in provider is launched at the server's CHOKDEE_GAMES_URL when it has no URL of its own.
      render: (p) => {
        const builtIn = p.launchKind === 'chokdee' && !p.launchUrl;
        return twoLines(
          t(`games.launchKinds.${p.launchKind}`),
          p.launchUrl ?? (builtIn ? t('games.builtInUrl') : t('games.notLaunchable')),
          { size: 'xs', detailColor: p.launchUrl || builtIn ? 'dimmed' : 'orange.8' },
        );
      },
    },
    {
      accessor: 'secretEnv',
      title: t('games.secret'),
      // Only whether the secret is set and where; its value never leaves the server.
      render: (p) => (
        <>
          <Badge color={p.secretConfigured ? 'green' : 'yellow'} variant="light">
            {p.secretConfigured ? t('games.secretSet') : t('games.secretShared')}
          </Badge>
          {p.secretEnv && (
            <Text size="xs" c="dimmed" ff="monospace">
              {p.secretEnv}
            </Text>
          )}
        </>
      ),
    },
    { accessor: 'gameCount', title: t('games.gameCount'), textAlign: 'right' },
    {
      accessor: 'actions',
      title: '',
      render: (p) =>
        edit && (
          <Button
            size="xs"
            variant="light"
            onClick={() => edit(p)}
            data-testid={`provider-edit-${p.provider}`}
          >
            {t('common.edit')}
          </Button>
        ),
    },
  ];
}

/** Game providers: status, type, launch settings and where the wallet secret comes from. */
export function ProvidersPage() {
  const { t } = useAdminT();
  const can = useCan();
  const providers = useAdminProviders();
  const [editing, setEditing] = useState<AdminProvider | null>(null);
  return (
    <>
      <PageHeader title={t('games.providersTitle')} />
      <GamesTabs />
      <Paper withBorder p="md" radius="md">
        <RecordsTable<AdminProvider>
          result={providers}
          testId="game-providers"
          rowTestId="game-provider-row"
          statusOf={(p) => p.status}
          idOf={(p) => p.provider}
          minWidth={960}
          columns={providerColumns(t, can('games.manage') ? setEditing : undefined)}
        />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('games.editProvider')}
        size="lg"
      >
        {editing && <ProviderForm provider={editing} onClose={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
