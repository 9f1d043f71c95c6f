import { chatEndpoints as api, type ChatConversationAnswer } from '@chokdee/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';

/**
 * The visitor's chat queries, per visitor: a guest who logs in chats as the member in a new
 * conversation (docs/support.md), so the member's queries never show the guest's.
 */
export const chatKeys = {
  all: ['chat'] as const,
  status: ['chat', 'status'] as const,
  conversation: (visitor: string) => ['chat', visitor, 'conversation'] as const,
  history: (visitor: string, conversationId: string) => ['chat', visitor, 'history', conversationId] as const,
};

export const chatStatusQuery = queryOptions({
  queryKey: chatKeys.status,
  queryFn: ({ signal }) => callApi(api.status, undefined, { signal }),
});

/**
 * `chat.open` answers the open conversation (opening one when there is none), so it is read like a
 * query: once per visitor and panel, again after staff closed it ("start a new conversation").
 */
export const chatConversationQuery = (visitor: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(visitor),
    queryFn: () => callApi(api.open, {}),
    staleTime: Infinity,
    retry: false,
  });

/** The chat button's count: staff messages the visitor has not read. */
export const setUnread = (queryClient: QueryClient, visitor: string, change: (unread: number) => number) =>
  queryClient.setQueryData<ChatConversationAnswer>(chatKeys.conversation(visitor), (data) =>
    data ? { ...data, unread: change(data.unread) } : data,
  );

export const fetchVisitorHistory = (
  conversationId: string,
  before: string | undefined,
  signal: AbortSignal,
) => callApi(api.messages, { conversationId, before }, { signal });

export const sendVisitorMessage = (conversationId: string, content: { text?: string; image?: string }) =>
  callApi(api.send, { conversationId, ...content });

export const markVisitorRead = (conversationId: string, upTo: string) =>
  callApi(api.read, { conversationId, upTo });

export const signalVisitorTyping = (conversationId: string) => callApi(api.typing, { conversationId });
