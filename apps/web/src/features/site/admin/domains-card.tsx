import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RecordsTable, timeColumn } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import type { SiteDomain } from './site-api.ts';
import { ConfirmButton } from '../../../lib/admin/ui.tsx';
import { EditorModal, useDeleteMutation } from './crud.tsx';
import { DomainForm } from './domain-form.tsx';
import { deleteDomain, DOMAINS_KEY, fetchDomains } from './site-api.ts';

const SMALL_MONO = () => ({ fontFamily: 'monospace', fontSize: 'var(--mantine-font-size-xs)' });
const orDash = (text: string | null) => text ?? '—';

/** The domains allow-list, with the SEO details each domain serves. */
export function DomainsCard() {
  const { t } = useAdminT();
  const [editing, setEditing] = useState<SiteDomain | 'new' | null>(null);
  const domains = useQuery({ queryKey: DOMAINS_KEY, queryFn: ({ signal }) => fetchDomains(signal) });
  const remove = useDeleteMutation(DOMAINS_KEY, deleteDomain);
  return (
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
      <RecordsTable<SiteDomain>
        result={domains}
        testId="domains"
        rowTestId="domain-row"
        idOf={(d) => d.domain}
        minWidth={860}
        columns={[
          { accessor: 'domain', title: t('site.domain'), cellsStyle: () => ({ fontWeight: 600 }) },
          { accessor: 'title', title: t('site.siteTitle'), render: (d) => orDash(d.title) },
          {
            accessor: 'description',
            title: t('site.description'),
            cellsStyle: () => ({ maxWidth: 240 }),
            render: (d) => (
              <Text size="sm" lineClamp={2}>
                {orDash(d.description)}
              </Text>
            ),
          },
          {
            accessor: 'siteVerification',
            title: 'siteVerification',
            cellsStyle: SMALL_MONO,
            render: (d) => orDash(d.siteVerification),
          },
          { accessor: 'gaID', title: 'gaID', cellsStyle: SMALL_MONO, render: (d) => orDash(d.gaID) },
          timeColumn('createdAt', t('common.createdAt'), (d) => d.createdAt),
          {
            accessor: 'actions',
            title: '',
            render: (d) => (
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
            ),
          },
        ]}
      />
      <EditorModal
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle={t('site.addDomain')}
        editTitle={t('site.editDomain')}
      >
        {(initial) => <DomainForm initial={initial} onClose={() => setEditing(null)} />}
      </EditorModal>
    </Paper>
  );
}
