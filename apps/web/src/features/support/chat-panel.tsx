import { Button, Center, CloseButton, Loader, Portal, Stack, Text } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import type { ChatConversationAnswer } from '@chokdee/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client.ts';
import { translateApiError } from '../../lib/api-messages.ts';
import { realtimeChannels } from '../../lib/realtime-channels.ts';
import {
  chatConversationQuery,
  chatKeys,
  chatStatusQuery,
  fetchVisitorHistory,
  markVisitorRead,
  sendVisitorMessage,
  setUnread,
  signalVisitorTyping,
} from './chat-api.ts';
import { ChatComposer } from './chat-composer.tsx';
import {
  idAfter,
  lastFrom,
  messagesOf,
  useChatHistory,
  withMessage,
  withReadMark,
  type HistoryData,
} from './chat-history.ts';
import { ChatMessages } from './chat-messages.tsx';
import { SupportContacts } from './support-contacts.tsx';
import { useSupportT } from './support-i18n.ts';
import { useChatLive, useThrottle } from './use-chat-live.ts';
import styles from './chat.module.css';

const isCode = (error: unknown, code: string) => isApiError(error) && error.code === code;

/** A conversation: its history (live), the composer, and a closed conversation's way to a new one. */
function Conversation({
  visitor,
  conversation,
  opened,
}: {
  visitor: string;
  conversation: ChatConversationAnswer;
  opened: boolean;
}) {
  const { t } = useSupportT();
  const { t: tt } = useTranslation();
  const queryClient = useQueryClient();
  const id = conversation.conversationId;
  const key = chatKeys.history(visitor, id);
  const history = useChatHistory(key, (before, signal) => fetchVisitorHistory(id, before, signal));
  const { typing } = useChatLive(realtimeChannels, id, key, 'visitor');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const typed = useThrottle(() => void signalVisitorTyping(id).catch(() => undefined));
  const send = useMutation({
    mutationFn: (content: { text?: string; image?: string }) => sendVisitorMessage(id, content),
    onMutate: () => setFailure(null),
    onSuccess: (message, content) => {
      queryClient.setQueryData<HistoryData>(key, (data) => withMessage(data, message));
      if (content.text !== undefined) setText('');
    },
    onError: setFailure,
  });

  const messages = messagesOf(history.data);
  const newest = history.data?.pages[0];
  const closed = newest?.status === 'closed' || isCode(failure, 'CHAT_CLOSED');
  const lastStaff = lastFrom(messages, 'staff')?.id;
  const readUpTo = newest?.visitorReadUpTo ?? '0';
  const visible = useDocumentVisibility() === 'visible';

  // What the visitor has on screen is read: staff see the mark live, the button's count clears.
  useEffect(() => {
    if (!opened || !visible || !lastStaff || !idAfter(lastStaff, readUpTo)) return;
    queryClient.setQueryData<HistoryData>(key, (data) => withReadMark(data, 'visitor', lastStaff));
    setUnread(queryClient, visitor, () => 0);
    markVisitorRead(id, lastStaff).catch(() => undefined);
  }, [opened, visible, lastStaff, readUpTo, queryClient, key, visitor, id]);

  const restart = () => {
    setFailure(null);
    void queryClient.resetQueries({ queryKey: chatKeys.conversation(visitor) });
  };

  if (history.isPending)
    return (
      <Center flex={1}>
        <Loader size="sm" />
      </Center>
    );
  if (history.isError)
    return (
      <Stack flex={1} justify="center" align="center" p="md">
        <Text ta="center">{translateApiError(tt, history.error)}</Text>
        <Button variant="light" onClick={() => void history.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  return (
    <>
      <ChatMessages
        messages={messages}
        mine="visitor"
        readUpTo={newest?.staffReadUpTo ?? '0'}
        hasMore={history.hasNextPage}
        loadingEarlier={history.isFetchingNextPage}
        onLoadEarlier={() => void history.fetchNextPage()}
        typing={typing ? t('typing') : null}
        empty={t('empty')}
      />
      {failure !== null && !closed && (
        <Text size="sm" c="red.7" px="sm" pt={4} role="alert" data-testid="chat-error">
          {translateApiError(tt, failure)}
        </Text>
      )}
      {closed ? (
        <Stack gap="xs" p="sm" align="center" data-testid="chat-closed">
          <Text size="sm" c="dimmed">
            {t('closed')}
          </Text>
          <Button color="green" onClick={restart} data-testid="chat-new-conversation">
            {t('newConversation')}
          </Button>
        </Stack>
      ) : (
        <ChatComposer
          text={text}
          onText={setText}
          onSend={(value) => send.mutate({ text: value })}
          onImage={(image) => send.mutate({ image })}
          onFailure={setFailure}
          onTyping={typed}
          sending={send.isPending}
        />
      )}
    </>
  );
}

/**
 * The chat panel (a chunk loaded by the first tap on the chat button; hidden, not unmounted, when
 * closed, so a half-written text stays). Live chat off, or a guest's panel with no contacts to
 * offer, shows what else there is.
 */
export default function ChatPanel({
  opened,
  visitor,
  onClose,
}: {
  opened: boolean;
  /** The member's uuid, or 'guest'. */
  visitor: string;
  onClose: () => void;
}) {
  const { t } = useSupportT();
  const status = useQuery(chatStatusQuery);
  const on = status.data?.enabled === true;
  const conversation = useQuery({ ...chatConversationQuery(visitor), enabled: on });
  const off = status.data?.enabled === false || isCode(conversation.error, 'CHAT_OFF');
  const guest = visitor === 'guest';

  let body;
  if (off)
    body = (
      <Stack p="md" data-testid="chat-off">
        <Text>{guest ? t('unavailable') : t('off')}</Text>
        {!guest && <SupportContacts />}
      </Stack>
    );
  else if (status.isError || conversation.isError)
    body = (
      <Stack flex={1} justify="center" align="center" p="md" data-testid="chat-unavailable">
        <Text ta="center">{t('unavailable')}</Text>
        <Button
          variant="light"
          onClick={() => void (status.isError ? status.refetch() : conversation.refetch())}
        >
          {t('retry')}
        </Button>
      </Stack>
    );
  else if (!conversation.data)
    body = (
      <Center flex={1}>
        <Loader size="sm" />
      </Center>
    );
  else body = <Conversation visitor={visitor} conversation={conversation.data} opened={opened} />;

  return (
    <Portal>
      <section className={styles.panel} hidden={!opened} aria-label={t('title')} data-testid="chat-panel">
        <header className={styles.header}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700}>{t('title')}</Text>
            {conversation.data?.guestName && (
              <Text size="xs" opacity={0.9} data-testid="chat-guest-name">
                {conversation.data.guestName}
              </Text>
            )}
          </div>
          <CloseButton
            variant="transparent"
            c="white"
            aria-label={t('close')}
            onClick={onClose}
            data-testid="chat-close"
          />
        </header>
        <div className={styles.body}>{body}</div>
      </section>
    </Portal>
  );
}
