import { Button, Text } from '@mantine/core';
import type { ChatMessage, ChatSender } from '@chokdee/domain';
import { useEffect, useRef } from 'react';
import { formatClock, formatDateTime } from '../../lib/format.ts';
import { idAfter } from './chat-history.ts';
import { useSupportT } from './support-i18n.ts';
import styles from './chat.module.css';

/**
 * A conversation's messages, oldest at the top, as plain text (never HTML) with image thumbnails,
 * the staff member's name on staff messages and the time; `mine` is the side this screen writes
 * for (its messages on the right, with a read tick once the other side's mark reaches them).
 * Keeps the newest message in view as messages arrive.
 */
export function ChatMessages({
  messages,
  mine,
  readUpTo,
  hasMore,
  loadingEarlier,
  onLoadEarlier,
  typing,
  empty,
}: {
  messages: readonly ChatMessage[];
  mine: ChatSender;
  /** The other side's read mark. */
  readUpTo: string;
  hasMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** The other side's "is typing…" line, when shown. */
  typing?: string | null;
  /** Shown while the conversation has no message yet. */
  empty?: string;
}) {
  const { t } = useSupportT();
  const end = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, typing]);

  return (
    <div className={styles.messages} data-testid="chat-messages" role="log" aria-live="polite">
      {hasMore && (
        <Button
          variant="subtle"
          size="xs"
          mx="auto"
          display="block"
          onClick={onLoadEarlier}
          loading={loadingEarlier}
          data-testid="chat-load-earlier"
        >
          {t('loadEarlier')}
        </Button>
      )}
      {messages.map((message) => {
        const own = message.from === mine;
        return (
          <div
            key={message.id}
            className={own ? styles.own : styles.theirs}
            data-testid="chat-message"
            data-from={message.from}
          >
            {message.from === 'staff' && (
              <Text size="xs" fw={700} c="green.9" data-testid="chat-staff-name">
                {message.staffName ?? t('staff')}
              </Text>
            )}
            {message.imageUrl && (
              <a href={message.imageUrl} target="_blank" rel="noopener noreferrer">
                <img
                  className={styles.image}
                  src={message.imageUrl}
                  alt={t('image')}
                  loading="lazy"
                  data-testid="chat-image"
                />
              </a>
            )}
            {message.text && <p className={styles.text}>{message.text}</p>}
            <Text size="xs" c="dimmed" ta="right" title={formatDateTime(message.createdAt)}>
              {formatClock(message.createdAt).slice(0, 5)}
              {own && !idAfter(message.id, readUpTo) && (
                <span data-testid="chat-read" aria-label={t('read')}>
                  {' '}
                  ✓✓
                </span>
              )}
            </Text>
          </div>
        );
      })}
      {typing && (
        <Text size="xs" c="dimmed" fs="italic" data-testid="chat-typing">
          {typing}
        </Text>
      )}
      {messages.length === 0 && empty && (
        <Text size="sm" c="dimmed" ta="center" my="auto" data-testid="chat-empty">
          {empty}
        </Text>
      )}
      <div ref={end} />
    </div>
  );
}
