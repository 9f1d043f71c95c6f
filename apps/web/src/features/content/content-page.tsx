import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Skeleton.css';
import type { ContentKind } from '@chokdee/domain';
import { AspectRatio, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AppLink } from '../../components/ui/app-link.tsx';
import { isApiError } from '../../lib/api-client.ts';
import { useContent } from './api.ts';
import { RichText } from '../../components/ui/rich-text.tsx';
import { useContentT } from './content-i18n.ts';

const BACK: Record<ContentKind, string> = { howto: '/how-to', vdo: '/vdo', download: '/download' };

/** `/howto/{slug}`, `/vdo/{vdoName}`: one page in the member's language (th when not written in it). */
export function ContentPage({ kind, slug }: { kind: ContentKind; slug: string }) {
  const { t, i18n } = useContentT();
  const page = useContent(kind, slug, i18n.language);
  const missing = isApiError(page.error) && page.error.code === 'CONTENT_NOT_FOUND';
  return (
    <Stack gap="md" maw={720} mx="auto" w="100%" data-testid="content-page">
      {page.isPending && <Skeleton height={240} radius="md" />}
      {page.isError && (
        <Text c={missing ? undefined : 'red.8'}>{t(missing ? 'notFound' : 'loadFailed')}</Text>
      )}
      {page.data && (
        <>
          <Title order={1} size="h2">
            {page.data.title}
          </Title>
          {page.data.videoUrl && (
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={page.data.videoUrl}
                title={page.data.title}
                allow="encrypted-media; picture-in-picture"
                allowFullScreen
                style={{ border: 0 }}
              />
            </AspectRatio>
          )}
          <RichText html={page.data.body} testId="content-body" />
        </>
      )}
      <Button component={AppLink} to={BACK[kind]} variant="light" color="green" w="fit-content">
        {t(`${kind}.back`)}
      </Button>
    </Stack>
  );
}
