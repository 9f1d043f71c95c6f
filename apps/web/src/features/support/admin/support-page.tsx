import {
  Badge,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDocumentVisibility, useMediaQuery } from '@mantine/hooks';
import {
  LOCALES,
  SUPPORT_QUEUE_CHANNEL,
  SUPPORT_QUEUE_EVENT,
  SUPPORT_QUEUE_PAGE_SIZE,
  SUPPORT_VIEWS,
  type Locale,
  type SupportConversationRow,
} from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatTimestamp } from '../../../lib/format.ts';
import { useAdminT } from '../../../lib/admin/i18n.ts';
import { useCan } from '../../../lib/admin/permissions.tsx';
import { useStaffMe } from '../../../lib/admin/session.ts';
import { ConfirmButton, PageHeader, Pager, TableState, useFeedback } from '../../../lib/admin/ui.tsx';
import { ChatComposer } from '../chat-composer.tsx';
import {
  idAfter,
  lastFrom,
  messagesOf,
  useChatHistory,
  withMessage,
  withReadMark,
  type HistoryData,
} from '../chat-history.ts';
import { ChatMessages } from '../chat-messages.tsx';
import { useSupportT } from '../support-i18n.ts';
import { useChatLive, useThrottle } from '../use-chat-live.ts';
import { MemberCard } from './member-card.tsx';
import { staffChannels, useStaffSocket } from './staff-socket.ts';
import {
  assignConversation,
  cannedQuery,
  closeConversation,
  conversationQuery,
  fetchStaffHistory,
  markStaffRead,
  queueQuery,
  sendStaffMessage,
  signalStaffTyping,
  staffQuery,
  supportKeys,
  type CannedRow,
  type SupportView,
} from './support-admin-api.ts';

/** Where the member card gets a column of its own beside the messages. */
const WIDE = '(min-width: 75em)';

/** A canned reply in `locale`, Thai when that language was left empty. */
export const cannedText = (reply: CannedRow, locale: Locale): string => reply.texts[locale] || reply.texts.th;

function VisitorName({ row }: { row: SupportConversationRow }) {
  const { t } = useAdminT();
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <Text fw={600} size="sm" truncate>
        {row.visitor.userName ?? row.visitor.name}
      </Text>
      <Badge size="xs" variant="light" color={row.visitor.kind === 'member' ? 'green' : 'gray'}>
        {t(`support.kind.${row.visitor.kind}`)}
      </Badge>
    </Group>
  );
}

function QueueRow({
  row,
  selected,
  onSelect,
}: {
  row: SupportConversationRow;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useAdminT();
  return (
    <UnstyledButton
      onClick={onSelect}
      p="sm"
      aria-current={selected || undefined}
      data-testid="support-queue-row"
      style={{
        display: 'block',
        width: '100%',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        background: selected ? 'var(--mantine-color-green-0)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <VisitorName row={row} />
        {row.unread > 0 && (
          <Badge color="red" size="sm" data-testid="support-row-unread">
            {row.unread}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" truncate>
        {row.lastText || '—'}
      </Text>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" truncate>
          {row.assignedTo?.name ?? t('support.views.unassigned')}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatTimestamp(row.lastMessageAt ?? row.createdAt)}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/** Take, transfer, close: each answers with the conversation read again and the queue refreshed. */
function ConversationActions({ row }: { row: SupportConversationRow }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const me = useStaffMe().data;
  const staff = useQuery(staffQuery);
  const [target, setTarget] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: supportKeys.conversation(row.id) }),
      queryClient.invalidateQueries({ queryKey: supportKeys.queue }),
    ]);
  const assign = useMutation({
    mutationFn: (staffId: number) => assignConversation(row.id, staffId),
    onSuccess: () => {
      setTarget(null);
      feedback.ok();
      return refresh();
    },
    onError: feedback.fail,
  });
  const close = useMutation({
    mutationFn: () => closeConversation(row.id),
    onSuccess: () => {
      feedback.ok();
      return refresh();
    },
    onError: feedback.fail,
  });
  if (row.status === 'closed') return null;
  return (
    <Group gap="xs" wrap="wrap">
      {me && row.assignedTo?.id !== me.id && (
        <Button
          size="xs"
          onClick={() => assign.mutate(me.id)}
          loading={assign.isPending && assign.variables === me.id}
          data-testid="support-take"
        >
          {t('support.take')}
        </Button>
      )}
      <Select
        size="xs"
        w={160}
        placeholder={t('support.transferTo')}
        aria-label={t('support.transferTo')}
        value={target}
        onChange={setTarget}
        data={(staff.data ?? [])
          .filter((member) => member.id !== row.assignedTo?.id)
          .map((member) => ({ value: String(member.id), label: member.name }))}
        data-testid="support-transfer-to"
      />
      <Button
        size="xs"
        variant="light"
        disabled={target === null}
        onClick={() => assign.mutate(Number(target))}
        data-testid="support-transfer"
      >
        {t('support.transfer')}
      </Button>
      <ConfirmButton
        label={t('support.close')}
        title={t('support.close')}
        message={t('support.closeConfirm')}
        onConfirm={() => close.mutateAsync()}
        testId="support-close"
      />
    </Group>
  );
}

/** The staff reply box: text, image, and a canned reply in the language staff pick (Thai first). */
function Reply({ conversationId }: { conversationId: string }) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const canned = useQuery(cannedQuery);
  const [text, setText] = useState('');
  const [locale, setLocale] = useState<Locale>('th');
  const typed = useThrottle(() => void signalStaffTyping(conversationId).catch(() => undefined));
  const send = useMutation({
    mutationFn: (content: { text?: string; image?: string }) => sendStaffMessage(conversationId, content),
    onSuccess: (message, content) => {
      queryClient.setQueryData<HistoryData>(supportKeys.history(conversationId), (data) =>
        withMessage(data, message),
      );
      if (content.text !== undefined) setText('');
      // The first reply to an unassigned conversation makes it the sender's.
      void queryClient.invalidateQueries({ queryKey: supportKeys.conversation(conversationId) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.queue });
    },
    onError: feedback.fail,
  });
  const insert = (id: string | null) => {
    const reply = canned.data?.find((item) => item.id === id);
    if (reply)
      setText((current) =>
        current ? `${current}\n${cannedText(reply, locale)}` : cannedText(reply, locale),
      );
  };
  return (
    <Stack gap={0}>
      {(canned.data?.length ?? 0) > 0 && (
        <Group gap="xs" px="xs" pt="xs" wrap="nowrap">
          <Select
            size="xs"
            style={{ flex: 1 }}
            placeholder={t('support.canned')}
            aria-label={t('support.canned')}
            value={null}
            onChange={insert}
            searchable
            data={(canned.data ?? []).map((item) => ({ value: item.id, label: item.title }))}
            data-testid="support-canned"
          />
          <SegmentedControl
            size="xs"
            value={locale}
            onChange={(value) => setLocale(value)}
            data={[...LOCALES]}
            aria-label={t('support.cannedLanguage')}
            data-testid="support-canned-locale"
          />
        </Group>
      )}
      <ChatComposer
        text={text}
        onText={setText}
        onSend={(value) => send.mutate({ text: value })}
        onImage={(image) => send.mutate({ image })}
        onFailure={feedback.fail}
        onTyping={typed}
        sending={send.isPending}
      />
    </Stack>
  );
}

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
