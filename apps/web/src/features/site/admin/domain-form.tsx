import { siteDomainCreateRequest } from '@chokdee/domain';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { zodValidate } from '../../forms/index.ts';
import { translateAdminMessage, useAdminT } from '../../../lib/admin/i18n.ts';
import type { SiteDomain } from './site-api.ts';
import { useFeedback } from '../../../lib/admin/ui.tsx';
import { DOMAINS_KEY, saveDomain, type DomainBody } from './site-api.ts';

interface DomainValues {
  domain: string;
  title: string;
  description: string;
  siteVerification: string;
  gaID: string;
}
const EMPTY: DomainValues = { domain: '', title: '', description: '', siteVerification: '', gaID: '' };

/** Empty text → null ("no value"), as the API stores it. */
const toBody = (values: DomainValues): DomainBody => ({
  domain: values.domain.trim(),
  title: values.title.trim() || null,
  description: values.description.trim() || null,
  siteVerification: values.siteVerification.trim() || null,
  gaID: values.gaID.trim() || null,
});

/** Add a domain, or edit one's SEO details (its name stays). */
export function DomainForm({ initial, onClose }: { initial: SiteDomain | null; onClose: () => void }) {
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
    mutationFn: (body: DomainBody) => saveDomain(body, initial !== null),
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
