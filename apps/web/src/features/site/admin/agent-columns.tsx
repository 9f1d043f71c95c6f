import { Button, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { badgeColumn } from '../../../components/admin-list/index.ts';
import { ConfirmButton } from '../../../lib/admin/ui.tsx';
import type { Agent } from './site-api.ts';

/** The centre agent: the server refuses to delete it. */
const CENTRE_AGENT = 2;

const flagColumn = (t: TFunction, accessor: 'activeSupport' | 'activePopup', title: string) =>
  badgeColumn<Agent, 'yes' | 'no'>(accessor, title, {
    statusOf: (agent) => (agent[accessor] ? 'yes' : 'no'),
    colors: { yes: 'green' },
    label: (flag) => t(`common.${flag}`),
  });

const urlColumn = (accessor: 'urlSupport' | 'urlPopup', title: string): DataTableColumn<Agent> => ({
  accessor,
  title,
  render: (agent) => (
    <Text size="xs" truncate maw={200}>
      {agent[accessor] ?? '—'}
    </Text>
  ),
});

/** The agents list's columns; the last one edits or deletes (never the centre agent). */
export function agentColumns(
  t: TFunction,
  onEdit: (agent: Agent) => void,
  onDelete: (id: number) => Promise<unknown>,
): DataTableColumn<Agent>[] {
  return [
    { accessor: 'id', title: t('agents.id') },
    { accessor: 'name', title: t('agents.name'), cellsStyle: () => ({ fontWeight: 600 }) },
    { accessor: 'phoneNumber', title: t('agents.phone'), render: (agent) => agent.phoneNumber ?? '—' },
    flagColumn(t, 'activeSupport', t('agents.activeSupport')),
    urlColumn('urlSupport', t('agents.urlSupport')),
    flagColumn(t, 'activePopup', t('agents.activePopup')),
    urlColumn('urlPopup', t('agents.urlPopup')),
    {
      accessor: 'actions',
      title: '',
      render: (agent) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => onEdit(agent)}>
            {t('common.edit')}
          </Button>
          {agent.id !== CENTRE_AGENT && (
            <ConfirmButton
              testId={`agent-delete-${agent.id}`}
              label={t('common.delete')}
              title={t('agents.delete')}
              message={t('agents.confirmDelete', { name: agent.name, id: agent.id })}
              onConfirm={() => onDelete(agent.id)}
            />
          )}
        </Group>
      ),
    },
  ];
}
