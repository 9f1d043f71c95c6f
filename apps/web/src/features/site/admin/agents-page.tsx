import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordsTable } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import type { Agent } from './site-api.ts';
import { ConfirmButton, PageHeader } from '../../../lib/admin/ui.tsx';
import { AgentForm } from './agent-form.tsx';
import { EditorModal, useDeleteMutation } from './crud.tsx';
import { AGENTS_KEY, deleteAgent, fetchAgents } from './site-api.ts';

/** The centre agent: the server refuses to delete it. */
const CENTRE_AGENT = 2;

const Flag = ({ on }: { on: boolean }) => {
  const { t } = useAdminT();
  return (
    <Badge size="sm" variant="light" color={on ? 'green' : 'gray'}>
      {on ? t('common.yes') : t('common.no')}
    </Badge>
  );
};

const Url = ({ url }: { url: string | null }) => (
  <Text size="xs" truncate maw={200}>
    {url ?? '—'}
  </Text>
);

/** Agents and their support data (what `agents-supports` answers members). */
export function AgentsPage() {
  const { t } = useAdminT();
  const [editing, setEditing] = useState<Agent | 'new' | null>(null);
  const agents = useQuery({ queryKey: AGENTS_KEY, queryFn: ({ signal }) => fetchAgents(signal) });
  const remove = useDeleteMutation(AGENTS_KEY, deleteAgent);
  return (
    <>
      <PageHeader title={t('agents.title')}>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="agent-add">
          {t('agents.add')}
        </Button>
      </PageHeader>
      <Paper withBorder p="md" radius="md">
        <RecordsTable<Agent>
          result={agents}
          testId="agents"
          rowTestId="agent-row"
          idOf={(agent) => agent.id}
          minWidth={900}
          columns={[
            { accessor: 'id', title: t('agents.id') },
            { accessor: 'name', title: t('agents.name'), cellsStyle: () => ({ fontWeight: 600 }) },
            {
              accessor: 'phoneNumber',
              title: t('agents.phone'),
              render: (agent) => agent.phoneNumber ?? '—',
            },
            {
              accessor: 'activeSupport',
              title: t('agents.activeSupport'),
              render: (agent) => <Flag on={agent.activeSupport} />,
            },
            {
              accessor: 'urlSupport',
              title: t('agents.urlSupport'),
              render: (agent) => <Url url={agent.urlSupport} />,
            },
            {
              accessor: 'activePopup',
              title: t('agents.activePopup'),
              render: (agent) => <Flag on={agent.activePopup} />,
            },
            {
              accessor: 'urlPopup',
              title: t('agents.urlPopup'),
              render: (agent) => <Url url={agent.urlPopup} />,
            },
            {
              accessor: 'actions',
              title: '',
              render: (agent) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => setEditing(agent)}>
                    {t('common.edit')}
                  </Button>
                  {agent.id !== CENTRE_AGENT && (
                    <ConfirmButton
                      testId={`agent-delete-${agent.id}`}
                      label={t('common.delete')}
                      title={t('agents.delete')}
                      message={t('agents.confirmDelete', { name: agent.name, id: agent.id })}
                      onConfirm={() => remove.mutateAsync(agent.id)}
                    />
                  )}
                </Group>
              ),
            },
          ]}
        />
      </Paper>
      <EditorModal
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle={t('agents.add')}
        editTitle={t('agents.edit')}
      >
        {(initial) => <AgentForm initial={initial} onClose={() => setEditing(null)} />}
      </EditorModal>
    </>
  );
}
