import { CONTENT_KINDS, LOCALES, type ContentKind } from '@chokdee/domain';
import { Badge, Button, Card, Center, Group, Loader, Modal, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { RecordsTable, timeColumn } from '../../../components/admin-list/index.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { PageHeader } from '../../../lib/admin/ui.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { useAdminContents, type AdminContentView } from './content-admin-api.ts';

// The editor (tiptap and its toolbar) loads when staff open it, not with the list.
const ContentEditor = lazy(() => import('./content-editor.tsx'));

/** The languages a page has, Thai first; a missing one shows the Thai page to its members. */
function LanguageBadges({ page }: { page: AdminContentView }) {
  const { t } = useAdminT();
  return (
    <Group gap={4} wrap="nowrap" data-testid="content-languages-of">
      {LOCALES.map((locale) => {
        const present = page.translations[locale] !== undefined;
        return (
          <Badge
            key={locale}
            size="sm"
            variant={present ? 'light' : 'outline'}
            color={present ? 'green' : 'gray'}
            title={t(`content.language.${locale}`)}
            data-present={present || undefined}
          >
            {locale}
          </Badge>
        );
      })}
    </Group>
  );
}

/**
 * Content pages (docs/support.md, "Content"): the how-to, video and download pages of each kind
 * with their languages; staff with `content.manage` create and edit them in every language.
 */
export function ContentAdminPage() {
  const { t } = useAdminT();
  const [kind, setKind] = useState<ContentKind>('howto');
  const pages = useAdminContents(kind);
  const [editing, setEditing] = useState<AdminContentView | 'new' | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const rows = pages.data ?? [];
  const close = () => setEditing(null);
  const editButton = (page: AdminContentView) => (
    <Button
      size="xs"
      variant="light"
      style={{ flexShrink: 0 }}
      onClick={() => setEditing(page)}
      data-testid="content-edit"
    >
      {t('common.edit')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('content.title')}>
        <Button onClick={() => setEditing('new')} disabled={!pages.data} data-testid="content-new">
          {t('content.new')}
        </Button>
      </PageHeader>
      <Tabs value={kind} onChange={(value) => value && setKind(value as ContentKind)} mb="sm">
        <Tabs.List>
          {CONTENT_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k} data-testid={`content-kind-${k}`}>
              {t(`content.kinds.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Paper withBorder p="md" radius="md">
        <RecordsTable<AdminContentView>
          result={pages}
          testId="contents"
          rowTestId={(page) => `content-row-${page.slug}`}
          idOf={(page) => page.slug}
          minWidth={760}
          columns={[
            { accessor: 'slug', title: t('content.slug') },
            {
              accessor: 'title',
              title: t('content.thaiTitle'),
              render: (page) => page.translations.th.title,
            },
            {
              accessor: 'languages',
              title: t('content.languages'),
              render: (page) => <LanguageBadges page={page} />,
            },
            { accessor: 'sortOrder', title: t('content.sortOrder'), textAlign: 'right' },
            timeColumn<AdminContentView>('updatedAt', t('content.updatedAt'), (page) => page.updatedAt),
            { accessor: 'actions', title: '', render: editButton },
          ]}
          cardOf={(page) => (
            <Card withBorder radius="md" p="sm" data-testid={`content-card-${page.slug}`}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4} miw={0}>
                  <Text fw={600} size="sm">
                    {page.translations.th.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {page.slug} · {t('content.sortOrder')} {page.sortOrder} ·{' '}
                    {formatTimestamp(page.updatedAt)}
                  </Text>
                  <LanguageBadges page={page} />
                </Stack>
                {editButton(page)}
              </Group>
            </Card>
          )}
        />
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={close}
        size="xl"
        fullScreen={phone}
        title={
          editing === 'new'
            ? t('content.newOf', { kind: t(`content.kinds.${kind}`) })
            : t('content.editOf', { kind: t(`content.kinds.${kind}`), slug: editing?.slug ?? '' })
        }
      >
        {editing !== null && (
          <Suspense
            fallback={
              <Center py="xl">
                <Loader size="sm" aria-label={t('content.loadingEditor')} />
              </Center>
            }
          >
            <ContentEditor
              key={editing === 'new' ? 'new' : editing.slug}
              kind={kind}
              page={editing === 'new' ? null : editing}
              takenSlugs={rows.map((page) => page.slug)}
              nextSortOrder={rows.reduce((last, page) => Math.max(last, page.sortOrder + 1), 0)}
              onClose={close}
            />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
