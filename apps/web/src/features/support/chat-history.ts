import type { ChatHistory, ChatMessage, ChatSender } from '@chokdee/domain';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';

/** A conversation's loaded pages: the newest first, each page's messages oldest first. */
export type HistoryData = InfiniteData<ChatHistory, string | undefined>;

/** `a > b` for ids that are positive decimal integers of any length (bigints on the server). */
export const idAfter = (a: string, b: string): boolean =>
  a.length !== b.length ? a.length > b.length : a > b;

/** Every loaded message, oldest first. */
export const messagesOf = (data: HistoryData | undefined): ChatMessage[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.items) : [];

/** The newest message written by `from`, or undefined. */
export const lastFrom = (messages: readonly ChatMessage[], from: ChatSender): ChatMessage | undefined =>
  messages.findLast((message) => message.from === from);

const withNewest = (data: HistoryData, change: (page: ChatHistory) => ChatHistory): HistoryData => {
  const [newest, ...older] = data.pages;
  return newest ? { ...data, pages: [change(newest), ...older] } : data;
};

/**
 * The history with `message` at its end, unless it is already there: the sender's own answer and
 * the channel's frame of the same message can arrive in either order.
 */
export const withMessage = (data: HistoryData | undefined, message: ChatMessage): HistoryData | undefined =>
  !data || data.pages.some((page) => page.items.some((item) => item.id === message.id))
    ? data
    : withNewest(data, (page) => ({ ...page, items: [...page.items, message] }));

/** The read mark of `reader`'s side moved up to `upTo` (a mark never moves back). */
export const withReadMark = (
  data: HistoryData | undefined,
  reader: ChatSender,
  upTo: string,
): HistoryData | undefined => {
  const key = reader === 'visitor' ? 'visitorReadUpTo' : 'staffReadUpTo';
  return data && idAfter(upTo, data.pages[0]?.[key] ?? '0')
    ? withNewest(data, (page) => ({ ...page, [key]: upTo }))
    : data;
};

export const withClosed = (data: HistoryData | undefined): HistoryData | undefined =>
  data && withNewest(data, (page) => ({ ...page, status: 'closed' }));

/**
 * A conversation's history, paging back 50 messages at a time (`before` = the oldest id loaded).
 * `fetchPage` is the visitor's or the back office's messages call.
 */
export const useChatHistory = (
  queryKey: readonly unknown[],
  fetchPage: (before: string | undefined, signal: AbortSignal) => Promise<ChatHistory>,
  enabled = true,
) =>
  useInfiniteQuery<ChatHistory, Error, HistoryData, readonly unknown[], string | undefined>({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.id : undefined),
    enabled,
  });
