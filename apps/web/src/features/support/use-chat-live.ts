import { CHAT_EVENTS, chatChannel, type ChatSender } from '@chokdee/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChannelRegistry } from '../../lib/realtime-channels.ts';
import { withClosed, withMessage, withReadMark, type HistoryData } from './chat-history.ts';
import { chatMessageOf, frameBody } from './chat-frames.ts';

/** How long "is typing…" shows after the other side's last typing signal. */
export const TYPING_SHOWN_MS = 3_000;

/**
 * Keeps a conversation live while it is shown: watches `chat:<id>` on `registry` (the tab's
 * socket, or the back office's) and writes each frame into the history query under `historyKey`:
 * new messages, the other side's read mark, the close. `me` is the side this screen writes for;
 * the other side's typing signal shows for 3 s. On (re)subscription the history is read again:
 * frames sent while the socket was away are not replayed.
 */
export function useChatLive(
  registry: ChannelRegistry,
  conversationId: string | undefined,
  historyKey: readonly unknown[],
  me: ChatSender,
): { typing: boolean } {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState(false);
  const key = JSON.stringify(historyKey);

  useEffect(() => {
    if (!conversationId) return undefined;
    const queryKey = JSON.parse(key) as unknown[];
    const update = (change: (data: HistoryData | undefined) => HistoryData | undefined) =>
      queryClient.setQueryData<HistoryData>(queryKey, change);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = registry.watch(chatChannel(conversationId), (frame) => {
      if (frame.event === 'subscribed') return void queryClient.invalidateQueries({ queryKey });
      if (frame.event === CHAT_EVENTS.closed) return void update(withClosed);
      if (frame.event === CHAT_EVENTS.message) {
        const message = chatMessageOf(frame.message);
        if (!message) return void queryClient.invalidateQueries({ queryKey });
        update((data) => withMessage(data, message));
        // A message ends the sender's typing.
        if (message.from !== me) setTyping(false);
        return;
      }
      const body = frameBody(frame.message);
      if (!body || body.from === me) return;
      if (frame.event === CHAT_EVENTS.read && typeof body.upTo === 'string') {
        const upTo = body.upTo;
        update((data) => withReadMark(data, body.from as ChatSender, upTo));
      } else if (frame.event === CHAT_EVENTS.typing) {
        setTyping(true);
        clearTimeout(timer);
        timer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
      }
    });
    return () => {
      stop();
      clearTimeout(timer);
      setTyping(false);
    };
  }, [registry, conversationId, key, me, queryClient]);

  return { typing };
}

/** Calls `send` at most once per `everyMs` (typing signals while a text is being written). */
export function useThrottle(send: () => void, everyMs = 2_000): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < everyMs) return;
    last.current = now;
    send();
  }, [send, everyMs]);
}
