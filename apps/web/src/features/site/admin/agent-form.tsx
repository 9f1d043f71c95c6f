import { agentCreateRequest } from '@chokdee/domain';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { zodValidate } from '../../forms/index.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import type { Agent } from './site-api.ts';
import { useFeedback } from '../../../lib/admin/ui.tsx';
import { AGENTS_KEY, saveAgent, type AgentBody } from './site-api.ts';

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

const toBody = (v: AgentValues): AgentBody => ({
  id: Number(v.id),
  name: v.name.trim(),
  phoneNumber: v.phoneNumber.trim() || null,
  activePopup: v.activePopup,
  activeSupport: v.activeSupport,
  urlBailek: v.urlBailek.trim() || null,
  urlPopup: v.urlPopup.trim() || null,
  urlSupport: v.urlSupport.trim() || null,
});

/** Add an agent (its id chosen by staff) or edit one's support data. */
export function AgentForm({ initial, onClose }: { initial: Agent | null; onClose: () => void }) {
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
    mutationFn: (body: AgentBody) => saveAgent(body, initial !== null),
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
