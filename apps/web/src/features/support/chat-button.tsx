import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHAT_EVENTS, chatChannel } from '@chokdee/domain';
import { LineIcon } from '../../components/ui/icons.tsx';
import { connectRealtime } from '../../lib/realtime.ts';
import { realtimeChannels } from '../../lib/realtime-channels.ts';
import { useAuth } from '../auth/index.ts';
import { chatConversationQuery, setUnread } from './chat-api.ts';
import { chatMessageOf } from './chat-frames.ts';
import styles from './chat-button.module.css';

// The panel (messages, composer, Mantine's inputs, the chat's strings) loads on the first tap.
const ChatPanel = lazy(() => import('./chat-panel.tsx'));

/**
 * A guest's socket: the tab's `/ccu` connection opens for a member only (use-live-balance.ts); a
 * guest gets one while their conversation is watched, authenticated by the httpOnly `guest`
 * cookie that chat.open set. It carries chat channels only, so it has no member channel.
 */
function useGuestSocket(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const connection = connectRealtime({ channels: realtimeChannels });
    return () => connection.stop();
  }, [active]);
}

/**
 * The floating chat button of every member and guest page, with the count of unread staff
 * messages; a tap opens the chat panel. A lazy chunk mounted once the page is idle (root-layout.tsx).
 * Once chat has been opened in this tab, staff answers that arrive while the panel is closed count
 * here.
 */
export default function ChatButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useAuth().data;
  const visitor = user?.uuid ?? 'guest';
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // Only observes: the panel asks chat.open (it must not open conversations for every page view).
  const conversation = useQuery({ ...chatConversationQuery(visitor), enabled: false }).data;
  const conversationId = conversation?.status === 'open' ? conversation.conversationId : undefined;
  const unread = conversation?.unread ?? 0;
  useGuestSocket(user === null && conversationId !== undefined);

  useEffect(() => {
    if (!conversationId || opened) return undefined;
    return realtimeChannels.watch(chatChannel(conversationId), (frame) => {
      if (frame.event === CHAT_EVENTS.message && chatMessageOf(frame.message)?.from === 'staff')
        setUnread(queryClient, visitor, (n) => n + 1);
    });
  }, [conversationId, opened, queryClient, visitor]);

  return (
    <>
      <button
        type="button"
        className={styles.fab}
        data-testid="chat-button"
        aria-label={unread > 0 ? `${t('menu.support.chat')} (${unread})` : t('menu.support.chat')}
        aria-expanded={opened}
        hidden={opened}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        <LineIcon width={26} height={26}>
          <path d="M4 5h16v11H9l-5 4z" />
          <path d="M8 9.5h8M8 12.5h5" />
        </LineIcon>
        {unread > 0 && (
          <b className={styles.badge} data-testid="chat-unread">
            {unread > 99 ? '99+' : unread}
          </b>
        )}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel opened={opened} visitor={visitor} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
