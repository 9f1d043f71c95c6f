import { Button, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordsTable } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import { agentColumns } from './agent-columns.tsx';
import { AgentForm } from './agent-form.tsx';
import { EditorModal, useDeleteMutation } from './crud.tsx';
import { AGENTS_KEY, deleteAgent, fetchAgents, type Agent } from './site-api.ts';

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
          columns={agentColumns(t, setEditing, remove.mutateAsync)}
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
