import {
  can,
  CHAT_EVENTS,
  chatChannel,
  SUPPORT_QUEUE_CHANNEL,
  SUPPORT_QUEUE_EVENT,
  type ChatMessage,
  type ChatSender,
  type StaffRole,
} from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Database } from '../../db/client.ts';
import type { Realtime, Watcher } from '../../platform/realtime/index.ts';

/**
 * The chat's frames, published after COMMIT on `chat:<id>` (both sides) and `support-queue`
 * (staff), through the realtime hub: Redis when set, so every node's sockets get them.
 */
export interface ChatLive {
  message(message: ChatMessage): void;
  typing(conversationId: string, from: ChatSender): void;
  read(conversationId: string, from: ChatSender, upTo: string): void;
  closed(conversationId: string): void;
  queueChanged(): void;
}

export const createChatLive = (realtime: Realtime, log: FastifyBaseLogger): ChatLive => {
  const publish = (channel: string, event: string, message: string): void => {
    realtime.hub
      .publish(channel, event, message)
      .catch((error: unknown) => log.warn({ err: error, channel }, 'chat publish failed'));
  };
  const queueChanged = () => publish(SUPPORT_QUEUE_CHANNEL, SUPPORT_QUEUE_EVENT, '');
  return {
    message: (message) => {
      publish(chatChannel(message.conversationId), CHAT_EVENTS.message, JSON.stringify(message));
      queueChanged();
    },
    typing: (conversationId, from) =>
      publish(chatChannel(conversationId), CHAT_EVENTS.typing, JSON.stringify({ from })),
    read: (conversationId, from, upTo) => {
      publish(chatChannel(conversationId), CHAT_EVENTS.read, JSON.stringify({ from, upTo }));
      if (from === 'staff') queueChanged();
    },
    closed: (conversationId) => {
      publish(chatChannel(conversationId), CHAT_EVENTS.closed, '');
      queueChanged();
    },
    queueChanged,
  };
};

/** A staff socket's session is still live and its role still has chat access (asked at each subscribe). */
const staffMayChat = async (db: Database, watcher: Watcher): Promise<boolean> => {
  const [row] = rowsOf<{ role: StaffRole }>(
    await db.execute(sql`
      select s.role from staff_sessions ss join staff s on s.id = ss.staff_id
      where ss.id = ${watcher.sid}::uuid and s.id = ${watcher.id}::bigint
        and ss.revoked_at is null and ss.expires_at > now() and s.disabled_at is null`),
  );
  return row !== undefined && can(row.role, 'support.chat');
};

/** Only the conversation's own member or guest, and staff with chat access, watch `chat:<id>`. */
export const guardChatChannels = (realtime: Realtime, db: Database): void => {
  realtime.guardChannels(/^chat:[1-9]\d{0,17}$/, async (watcher, channel) => {
    if (watcher.kind === 'staff') return staffMayChat(db, watcher);
    const id = channel.slice('chat:'.length);
    const owner =
      watcher.kind === 'member'
        ? sql`c.member_id = (select id from members where uuid = ${watcher.id}::uuid)`
        : sql`c.guest_id = ${watcher.id}`;
    const rows = rowsOf(
      await db.execute(sql`select 1 from chat_conversations c where c.id = ${id}::bigint and ${owner}`),
    );
    return rows.length > 0;
  });
  realtime.guardChannels(
    new RegExp(`^${SUPPORT_QUEUE_CHANNEL}$`),
    async (watcher) => watcher.kind === 'staff' && staffMayChat(db, watcher),
  );
};
