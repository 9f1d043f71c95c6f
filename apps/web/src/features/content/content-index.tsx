import '@mantine/core/styles/Skeleton.css';
import type { ContentKind } from '@chokdee/domain';
import { Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { AppLink } from '../../components/ui/app-link.tsx';
import { useContentList } from './api.ts';
import { useContentT } from './content-i18n.ts';

const PAGE_PATH: Record<ContentKind, string> = { howto: '/howto', vdo: '/vdo', download: '/download' };

/** `/how-to` and `/vdo`: the pages of one kind, each a card linking to it. */
export function ContentIndex({ kind }: { kind: 'howto' | 'vdo' }) {
  const { t, i18n } = useContentT();
  const list = useContentList(kind, i18n.language);
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t(`${kind}.title`)}
      </Title>
      <Text c="dimmed">{t(`${kind}.intro`)}</Text>
      {list.isPending && <Skeleton height={180} radius="md" />}
      {list.isError && <Text c="red.8">{t('loadFailed')}</Text>}
      {list.data?.items.length === 0 && <Text>{t('empty')}</Text>}
      <Stack gap="xs" data-testid="content-index">
        {list.data?.items.map((item, index) => (
          <UnstyledButton key={item.slug} component={AppLink} to={`${PAGE_PATH[kind]}/${item.slug}`}>
            <Paper withBorder radius="md" p="md">
              <Text fw={700} c="green.9">
                {kind === 'howto' ? `${index + 1}. ` : '▶ '}
                {item.title}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </Stack>
    </Stack>
  );
}
