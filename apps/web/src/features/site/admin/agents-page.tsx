import { agentCreateRequest } from '@chokdee/domain';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { zodValidate } from '../../forms/index.ts';
import { adminApi } from '../../../lib/admin/admin-api.ts';
import { useAdminT, translateAdminMessage } from '../../../lib/admin/i18n.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import type { Agent } from '../../../lib/admin/types.ts';
import { EditorModal, useDeleteMutation } from './crud.tsx';
import { ConfirmButton, DataTable, PageHeader, TableState, useFeedback } from '../../../lib/admin/ui.tsx';

const AGENTS_KEY = [ADMIN_KEY, 'agents'] as const;
/** The centre agent: the server refuses to delete it. */
const CENTRE_AGENT = 2;

interface AgentValues {
  id: string;
  name: string;
  phoneNumber: string;
  activePopup: boolean;
  activeSupport: boolean;
  urlBailek: string;
  urlPopup: string;
  urlSupport: string;
}
type TextKey = 'name' | 'phoneNumber' | 'urlBailek' | 'urlPopup' | 'urlSupport';

const toBody = (v: AgentValues) => ({
  id: Number(v.id),
  name: v.name.trim(),
  phoneNumber: v.phoneNumber.trim() || null,
  activePopup: v.activePopup,
  activeSupport: v.activeSupport,
  urlBailek: v.urlBailek.trim() || null,
  urlPopup: v.urlPopup.trim() || null,
  urlSupport: v.urlSupport.trim() || null,
});

function AgentForm({ initial, onClose }: { initial: Agent | null; onClose: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [values, setValues] = useState<AgentValues>({
    id: initial ? String(initial.id) : '',
    name: initial?.name ?? '',
    phoneNumber: initial?.phoneNumber ?? '',
    activePopup: initial?.activePopup ?? false,
    activeSupport: initial?.activeSupport ?? false,
    urlBailek: initial?.urlBailek ?? '',
    urlPopup: initial?.urlPopup ?? '',
    urlSupport: initial?.urlSupport ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof toBody>) =>
      adminApi.post<Agent>(initial ? 'agents.update' : 'agents.create', body),
    onSuccess: async () => {
      feedback.ok();
      await queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else feedback.fail(error);
    },
  });
  const text = (key: TextKey | 'id', label: string) => (
    <TextInput
      label={label}
      value={values[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [key]: value }));
      }}
      error={translateAdminMessage(t, errors[key])}
      data-testid={`agent-${key}`}
    />
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = toBody(values);
        const problems = zodValidate(agentCreateRequest)({
          ...body,
          id: values.id.trim() === '' ? undefined : body.id,
        });
        setErrors(problems);
        if (Object.keys(problems).length === 0) save.mutate(body);
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {initial ? (
            <TextInput label={t('agents.id')} value={values.id} disabled />
          ) : (
            text('id', t('agents.id'))
          )}
          {text('name', t('agents.name'))}
          {text('phoneNumber', t('agents.phone'))}
        </SimpleGrid>
        {text('urlSupport', t('agents.urlSupport'))}
        {text('urlPopup', t('agents.urlPopup'))}
        {text('urlBailek', t('agents.urlBailek'))}
        <Group>
          <Checkbox
            label={t('agents.activeSupport')}
            checked={values.activeSupport}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((current) => ({ ...current, activeSupport: checked }));
            }}
          />
          <Checkbox
            label={t('agents.activePopup')}
            checked={values.activePopup}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((current) => ({ ...current, activePopup: checked }));
            }}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="agent-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const Flag = ({ on }: { on: boolean }) => {
  const { t } = useAdminT();
  return (
    <Badge size="sm" variant="light" color={on ? 'green' : 'gray'}>
      {on ? t('common.yes') : t('common.no')}
    </Badge>
  );
};

/** Agents and their support data (what `agents-supports` answers members). */
export function AgentsPage() {
  const { t } = useAdminT();
  const [editing, setEditing] = useState<Agent | 'new' | null>(null);
  const agents = useQuery({
    queryKey: AGENTS_KEY,
    queryFn: ({ signal }) => adminApi.get<Agent[]>('agents.list', undefined, signal),
  });
  const remove = useDeleteMutation(AGENTS_KEY, (id: number) => adminApi.post('agents.delete', { id }));
  return (
    <>
      <PageHeader title={t('agents.title')}>
        <Button size="sm" onClick={() => setEditing('new')} data-testid="agent-add">
          {t('agents.add')}
        </Button>
      </PageHeader>
      <Paper withBorder p="md" radius="md">
        <TableState
          loading={agents.isPending}
          error={agents.error}
          empty={agents.data?.length === 0}
          testId="agents"
        >
          <DataTable testId="agents-table" minWidth={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('agents.id')}</Table.Th>
                <Table.Th>{t('agents.name')}</Table.Th>
                <Table.Th>{t('agents.phone')}</Table.Th>
                <Table.Th>{t('agents.activeSupport')}</Table.Th>
                <Table.Th>{t('agents.urlSupport')}</Table.Th>
                <Table.Th>{t('agents.activePopup')}</Table.Th>
                <Table.Th>{t('agents.urlPopup')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {agents.data?.map((agent) => (
                <Table.Tr key={agent.id} data-testid="agent-row">
                  <Table.Td>{agent.id}</Table.Td>
                  <Table.Td fw={600}>{agent.name}</Table.Td>
                  <Table.Td>{agent.phoneNumber ?? '—'}</Table.Td>
                  <Table.Td>
                    <Flag on={agent.activeSupport} />
                  </Table.Td>
                  <Table.Td maw={200}>
                    <Text size="xs" truncate>
                      {agent.urlSupport ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Flag on={agent.activePopup} />
                  </Table.Td>
                  <Table.Td maw={200}>
                    <Text size="xs" truncate>
                      {agent.urlPopup ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        </TableState>
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
