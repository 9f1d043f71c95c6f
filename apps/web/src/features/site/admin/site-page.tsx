import { siteDomainCreateRequest } from '@chokdee/domain';
import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { zodValidate } from '../../forms/index.ts';
import { adminApi } from '../../../lib/admin/admin-api.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import type { Maintenance, SiteDomain } from '../../../lib/admin/types.ts';
import { EditorModal, useDeleteMutation } from './crud.tsx';
import { ConfirmButton, DataTable, PageHeader, TableState, useFeedback } from '../../../lib/admin/ui.tsx';
import { TurnoverCard } from './turnover-card.tsx';
import { formatTimestamp } from '../../../lib/format.ts';

interface DomainValues {
  domain: string;
  title: string;
  description: string;
  siteVerification: string;
  gaID: string;
}
const EMPTY: DomainValues = { domain: '', title: '', description: '', siteVerification: '', gaID: '' };
const DOMAINS_KEY = [ADMIN_KEY, 'site', 'domains'] as const;
const MAINTENANCE_KEY = [ADMIN_KEY, 'site', 'maintenance'] as const;

/** Empty text → null ("no value"), as the API stores it. */
const toBody = (values: DomainValues) => ({
  domain: values.domain.trim(),
  title: values.title.trim() || null,
  description: values.description.trim() || null,
  siteVerification: values.siteVerification.trim() || null,
  gaID: values.gaID.trim() || null,
});

function DomainForm({ initial, onClose }: { initial: SiteDomain | null; onClose: () => void }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const [values, setValues] = useState<DomainValues>(
    initial
      ? {
          domain: initial.domain,
          title: initial.title ?? '',
          description: initial.description ?? '',
          siteVerification: initial.siteVerification ?? '',
          gaID: initial.gaID ?? '',
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof toBody>) =>
      adminApi.post<SiteDomain>(initial ? 'site.domains.update' : 'site.domains.create', body),
    onSuccess: async () => {
      feedback.ok();
      await queryClient.invalidateQueries({ queryKey: DOMAINS_KEY });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) setErrors(error.fields);
      else feedback.fail(error);
    },
  });
  const field = (key: keyof DomainValues) => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
    },
    error: translateAdminMessage(t, errors[key]),
    'data-testid': `domain-${key}`,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = toBody(values);
        const problems = zodValidate(siteDomainCreateRequest)(body);
        setErrors(problems);
        if (Object.keys(problems).length === 0) save.mutate(body);
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('site.domain')}
          placeholder="chokdee.example"
          required
          disabled={initial !== null}
          {...field('domain')}
        />
        <TextInput label={t('site.siteTitle')} {...field('title')} />
        <Textarea label={t('site.description')} rows={3} {...field('description')} />
        <TextInput label="siteVerification" {...field('siteVerification')} />
        <TextInput label="gaID" placeholder="G-XXXXXXX" {...field('gaID')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="domain-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MaintenanceCard() {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const state = useQuery({
    queryKey: MAINTENANCE_KEY,
    queryFn: ({ signal }) => adminApi.get<Maintenance>('site.maintenance', undefined, signal),
  });
  const [draft, setDraft] = useState<Maintenance | null>(null);
  const current = draft ?? state.data;
  const save = useMutation({
    mutationFn: (body: Maintenance) =>
      adminApi.post<Maintenance>('site.maintenance.update', {
        enabled: body.enabled,
        message: body.message.trim() || undefined,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(MAINTENANCE_KEY, answer);
      setDraft(null);
      feedback.ok(answer.enabled ? t('site.maintenanceOn') : t('site.maintenanceOff'));
    },
    onError: feedback.fail,
  });
  return (
    <Paper withBorder p="md" radius="md" data-testid="maintenance-card">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          {t('site.maintenance')}
        </Title>
        {state.data && (
          <Badge color={state.data.enabled ? 'red' : 'green'} variant="light" data-testid="maintenance-state">
            {state.data.enabled ? t('site.on') : t('site.off')}
          </Badge>
        )}
      </Group>
      <TableState loading={state.isPending} error={state.error} empty={false}>
        {current && (
          <Stack gap="sm">
            <Switch
              checked={current.enabled}
              onChange={(event) => setDraft({ ...current, enabled: event.currentTarget.checked })}
              label={t('site.maintenanceSwitch')}
              color="red"
              data-testid="maintenance-switch"
            />
            <Textarea
              label={t('site.maintenanceMessage')}
              rows={3}
              maxLength={1000}
              value={current.message}
              onChange={(event) => setDraft({ ...current, message: event.currentTarget.value })}
              data-testid="maintenance-message"
            />
            <Text size="xs" c="dimmed">
              {t('site.maintenanceHelp')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" disabled={draft === null} onClick={() => setDraft(null)}>
                {t('common.reset')}
              </Button>
              <ConfirmButton
                testId="maintenance-save"
                label={t('common.save')}
                title={t('site.maintenance')}
                message={current.enabled ? t('site.confirmOn') : t('site.confirmOff')}
                color={current.enabled ? 'red' : 'green'}
                variant="filled"
                size="sm"
                disabled={draft === null}
                onConfirm={() => save.mutateAsync(current)}
              />
            </Group>
          </Stack>
        )}
      </TableState>
    </Paper>
  );
}

/** Site settings: maintenance mode, the deposit turnover, and the domains allow-list with SEO details per domain. */
export function SitePage() {
  const { t } = useAdminT();
  const [editing, setEditing] = useState<SiteDomain | 'new' | null>(null);
  const domains = useQuery({
    queryKey: DOMAINS_KEY,
    queryFn: ({ signal }) => adminApi.get<SiteDomain[]>('site.domains.list', undefined, signal),
  });
  const remove = useDeleteMutation(DOMAINS_KEY, (domain: string) =>
    adminApi.post('site.domains.delete', { domain }),
  );

  return (
    <Stack gap="md">
      <PageHeader title={t('site.title')} />
      <MaintenanceCard />
      <TurnoverCard />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <div>
            <Title order={2} fz="md">
              {t('site.domains')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('site.domainsHelp')}
            </Text>
          </div>
          <Button size="sm" onClick={() => setEditing('new')} data-testid="domain-add">
            {t('site.addDomain')}
          </Button>
        </Group>
        <TableState
          loading={domains.isPending}
          error={domains.error}
          empty={domains.data?.length === 0}
          testId="domains"
        >
          <DataTable testId="domains-table" minWidth={860}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('site.domain')}</Table.Th>
                <Table.Th>{t('site.siteTitle')}</Table.Th>
                <Table.Th>{t('site.description')}</Table.Th>
                <Table.Th>siteVerification</Table.Th>
                <Table.Th>gaID</Table.Th>
                <Table.Th>{t('common.createdAt')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {domains.data?.map((d) => (
                <Table.Tr key={d.domain} data-testid="domain-row">
                  <Table.Td fw={600}>{d.domain}</Table.Td>
                  <Table.Td>{d.title ?? '—'}</Table.Td>
                  <Table.Td maw={240}>
                    <Text size="sm" lineClamp={2}>
                      {d.description ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace" fz="xs">
                    {d.siteVerification ?? '—'}
                  </Table.Td>
                  <Table.Td ff="monospace" fz="xs">
                    {d.gaID ?? '—'}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTimestamp(d.createdAt)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setEditing(d)}>
                        {t('common.edit')}
                      </Button>
                      <ConfirmButton
                        testId={`domain-delete-${d.domain}`}
                        label={t('common.delete')}
                        title={t('site.deleteDomain')}
                        message={t('site.confirmDelete', { domain: d.domain })}
                        onConfirm={() => remove.mutateAsync(d.domain)}
                      />
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
        addTitle={t('site.addDomain')}
        editTitle={t('site.editDomain')}
      >
        {(initial) => <DomainForm initial={initial} onClose={() => setEditing(null)} />}
      </EditorModal>
    </Stack>
  );
}
