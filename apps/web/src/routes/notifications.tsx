import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useMarkRead, useNotifications } from '../features/notifications/api.ts';
import { PushButton } from '../features/notifications/push-button.tsx';
import { useNotificationsT, wordNotification } from '../features/notifications/wording.ts';
import { formatDateTime } from '../lib/format.ts';

/** `/notifications`: the member's inbox worded in their language; tap one to mark it read. */
export function Component() {
  const { t, i18n } = useNotificationsT();
  const list = useNotifications();
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadIds = items.filter((item) => !item.readAt).map((item) => item.id);

  return (
    <Stack data-testid="notifications-page" gap="md" py="md" maw={720} mx="auto">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz={26}>
          {t('title')}
        </Title>
        <Button
          data-testid="notifications-mark-all"
          variant="subtle"
          disabled={unreadIds.length === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate(unreadIds.slice(0, 100))}
        >
          {t('markAll')}
        </Button>
      </Group>
      <PushButton />
      {list.isError ? (
        <Alert color="red" title={t('error')}>
          <Button mt="xs" size="sm" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !list.data ? (
        <Skeleton height={72} radius="lg" />
      ) : items.length === 0 ? (
        <Text c="dimmed" data-testid="notifications-empty">
          {t('empty')}
        </Text>
      ) : (
        items.map((item) => {
          const worded = wordNotification(t, i18n.language, item);
          return (
            <UnstyledButton
              key={item.id}
              data-testid="notification"
              data-unread={String(!item.readAt)}
              onClick={() => !item.readAt && markRead.mutate([item.id])}
            >
              <Paper
                withBorder
                radius="lg"
                p="md"
                style={item.readAt ? undefined : { borderColor: 'var(--mantine-color-green-6)' }}
              >
                <Text fw={item.readAt ? 500 : 700}>{worded.title}</Text>
                {worded.body && <Text size="sm">{worded.body}</Text>}
                <Text size="xs" c="dimmed">
                  {formatDateTime(item.createdAt)}
                </Text>
              </Paper>
            </UnstyledButton>
          );
        })
      )}
      {list.hasNextPage && (
        <Button variant="light" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
    </Stack>
  );
}
