import {
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useDocumentVisibility, useMediaQuery } from '@mantine/hooks';
import {
  SUPPORT_QUEUE_CHANNEL,
  SUPPORT_QUEUE_EVENT,
  SUPPORT_QUEUE_PAGE_SIZE,
  SUPPORT_VIEWS,
} from '@chokdee/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { PageHeader, Pager, TableState } from '../../../lib/admin/ui.tsx';
import {
  idAfter,
  lastFrom,
  messagesOf,
  useChatHistory,
  withReadMark,
  type HistoryData,
} from '../chat-history.ts';
import { ChatMessages } from '../chat-messages.tsx';
import { useSupportT } from '../support-i18n.ts';
import { useChatLive } from '../use-chat-live.ts';
import { MemberCard } from './member-card.tsx';
import { ConversationActions, Reply } from './conversation-tools.tsx';
import { QueueRow, VisitorName } from './queue-row.tsx';
import { staffChannels, useStaffSocket } from './staff-socket.ts';
import {
  conversationQuery,
  fetchStaffHistory,
  markStaffRead,
  queueQuery,
  supportKeys,
  type SupportView,
} from './support-admin-api.ts';

/** Where the member card gets a column of its own beside the messages. */
const WIDE = '(min-width: 75em)';

function Conversation({ conversationId, onBack }: { conversationId: string; onBack: () => void }) {
  const { t } = useAdminT();
  const { t: ts } = useSupportT();
  const queryClient = useQueryClient();
  const wide = useMediaQuery(WIDE) ?? false;
  const visible = useDocumentVisibility() === 'visible';
  const detail = useQuery(conversationQuery(conversationId));
  const key = supportKeys.history(conversationId);
  const history = useChatHistory(key, (before, signal) => fetchStaffHistory(conversationId, before, signal));
  const { typing } = useChatLive(staffChannels, conversationId, key, 'staff');
  const messages = messagesOf(history.data);
  const newest = history.data?.pages[0];
  const lastVisitor = lastFrom(messages, 'visitor')?.id;
  const readUpTo = newest?.staffReadUpTo ?? '0';

  // Visitor messages on screen are read: the visitor sees the mark, the queue's count drops.
  useEffect(() => {
    if (!visible || !lastVisitor || !idAfter(lastVisitor, readUpTo)) return;
    queryClient.setQueryData<HistoryData>(key, (data) => withReadMark(data, 'staff', lastVisitor));
    markStaffRead(conversationId, lastVisitor)
      .then(() => queryClient.invalidateQueries({ queryKey: supportKeys.queue }))
      .catch(() => undefined);
  }, [visible, lastVisitor, readUpTo, queryClient, key, conversationId]);

  if (detail.isPending || history.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  if (detail.isError || history.isError)
    return <TableState loading={false} error={detail.error ?? history.error} empty={false} children={null} />;

  const { conversation: row, member } = detail.data;
  const closed = row.status === 'closed' || newest?.status === 'closed';
  const card = member && <MemberCard member={member} wide={wide} />;
  return (
    <Grid gap="sm">
      {!wide && card && <Grid.Col span={12}>{card}</Grid.Col>}
      <Grid.Col span={{ base: 12, xl: 8 }}>
        <Paper
          withBorder
          radius="md"
          data-testid="support-conversation"
          style={{
            display: 'flex',
            flexDirection: 'column',
            height: 'max(420px, calc(100dvh - 220px))',
            overflow: 'hidden',
          }}
        >
          <Stack gap={6} p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Button variant="subtle" size="compact-sm" hiddenFrom="md" onClick={onBack}>
                  ←
                </Button>
                <VisitorName row={row} />
              </Group>
              <Text size="xs" c="dimmed" data-testid="support-assigned">
                {row.assignedTo
                  ? t('support.assignedTo', { name: row.assignedTo.name })
                  : t('support.views.unassigned')}
              </Text>
            </Group>
            <ConversationActions row={row} />
          </Stack>
          <ChatMessages
            messages={messages}
            mine="staff"
            readUpTo={newest?.visitorReadUpTo ?? '0'}
            hasMore={history.hasNextPage}
            loadingEarlier={history.isFetchingNextPage}
            onLoadEarlier={() => void history.fetchNextPage()}
            typing={typing ? ts('visitorTyping') : null}
          />
          {closed ? (
            <Text size="sm" c="dimmed" ta="center" p="sm" data-testid="support-closed">
              {ts('closed')}
            </Text>
          ) : (
            <Reply conversationId={conversationId} />
          )}
        </Paper>
      </Grid.Col>
      {wide && card && <Grid.Col span={4}>{card}</Grid.Col>}
    </Grid>
  );
}

/**
 * Live chat in the back office (docs/support.md): the queue by view with unread counts, and the
 * chosen conversation with its member beside it. Live over the staff socket: the queue is read
 * again on every `chat-queue`, the conversation follows its channel. The view, page and
 * conversation live in the URL, so a reload or a shared link shows the same.
 */
export function SupportPage() {
  const { t } = useAdminT();
  const can = useCan();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view = (SUPPORT_VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as SupportView)
    : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const selected = params.get('c');
  const queue = useQuery(queueQuery(view, page));
  useStaffSocket();

  useEffect(
    () =>
      staffChannels.watch(SUPPORT_QUEUE_CHANNEL, (frame) => {
        if (frame.event === SUPPORT_QUEUE_EVENT || frame.event === 'subscribed')
          void queryClient.invalidateQueries({ queryKey: supportKeys.queue });
      }),
    [queryClient],
  );

  const go = (next: { view?: SupportView; page?: number; c?: string | null }) => {
    const state = { view, page, c: selected, ...next };
    const search = new URLSearchParams();
    if (state.view !== 'open') search.set('view', state.view);
    if (state.page > 1) search.set('page', String(state.page));
    if (state.c) search.set('c', state.c);
    setParams(search);
  };

  return (
    <>
      <PageHeader title={t('support.title')}>
        <Group gap="sm">
          {(queue.data?.unreadTotal ?? 0) > 0 && (
            <Badge color="red" size="lg" data-testid="support-unread-total">
              {t('support.unreadTotal', { count: queue.data?.unreadTotal })}
            </Badge>
          )}
          {can('support.manage') && (
            <Button component={Link} to="/admin/support/canned" variant="default" size="xs">
              {t('support.manage')}
            </Button>
          )}
        </Group>
      </PageHeader>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} display={{ base: selected ? 'none' : undefined, md: 'block' }}>
          <Paper withBorder radius="md">
            <SegmentedControl
              fullWidth
              size="xs"
              m="xs"
              value={view}
              onChange={(value) => go({ view: value, page: 1 })}
              data={SUPPORT_VIEWS.map((value) => ({ value, label: t(`support.views.${value}`) }))}
              data-testid="support-views"
            />
            <TableState
              loading={queue.isPending}
              error={queue.error}
              empty={queue.data?.items.length === 0}
              testId="support-queue"
            >
              {queue.data?.items.map((row) => (
                <QueueRow
                  key={row.id}
                  row={row}
                  selected={row.id === selected}
                  onSelect={() => go({ c: row.id })}
                />
              ))}
              <Stack px="xs" pb="xs">
                <Pager
                  page={page}
                  total={queue.data?.total ?? 0}
                  pageSize={SUPPORT_QUEUE_PAGE_SIZE}
                  onChange={(next) => go({ page: next })}
                />
              </Stack>
            </TableState>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} display={{ base: selected ? undefined : 'none', md: 'block' }}>
          {selected ? (
            <Conversation key={selected} conversationId={selected} onBack={() => go({ c: null })} />
          ) : (
            <Text c="dimmed" ta="center" py="xl">
              {t('support.pick')}
            </Text>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
