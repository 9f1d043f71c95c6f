import { adminSupportEndpoints as api, type EndpointAnswer, type EndpointInput } from '@chokdee/domain';
import { queryOptions } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { callApi } from '../../../lib/call-api.ts';

/** A canned reply as answered: languages left empty may be absent. */
export type CannedRow = EndpointAnswer<typeof api.canned>['items'][number];

export type SupportView = NonNullable<EndpointInput<typeof api.queue>['view']>;

export const supportKeys = {
  all: [ADMIN_KEY, 'support'] as const,
  queue: [ADMIN_KEY, 'support', 'queue'] as const,
  conversation: (id: string) => [ADMIN_KEY, 'support', 'conversation', id] as const,
  history: (id: string) => [ADMIN_KEY, 'support', 'history', id] as const,
  staff: [ADMIN_KEY, 'support', 'staff'] as const,
  canned: [ADMIN_KEY, 'support', 'canned'] as const,
};

export const queueQuery = (view: SupportView, page: number) =>
  queryOptions({
    queryKey: [...supportKeys.queue, view, page],
    queryFn: ({ signal }) => callApi(api.queue, { view, page }, { signal }),
  });

export const conversationQuery = (conversationId: string) =>
  queryOptions({
    queryKey: supportKeys.conversation(conversationId),
    queryFn: ({ signal }) => callApi(api.conversation, { conversationId }, { signal }),
  });

export const staffQuery = queryOptions({
  queryKey: supportKeys.staff,
  queryFn: ({ signal }) => callApi(api.staff, undefined, { signal }),
  select: (answer) => answer.items,
});

export const cannedQuery = queryOptions({
  queryKey: supportKeys.canned,
  queryFn: ({ signal }) => callApi(api.canned, undefined, { signal }),
  select: (answer) => answer.items,
});

export const fetchStaffHistory = (conversationId: string, before: string | undefined, signal: AbortSignal) =>
  callApi(api.messages, { conversationId, before }, { signal });

export const sendStaffMessage = (conversationId: string, content: { text?: string; image?: string }) =>
  callApi(api.send, { conversationId, ...content });

export const markStaffRead = (conversationId: string, upTo: string) =>
  callApi(api.read, { conversationId, upTo });

export const signalStaffTyping = (conversationId: string) => callApi(api.typing, { conversationId });

export const assignConversation = (conversationId: string, staffId: number) =>
  callApi(api.assign, { conversationId, staffId });

export const closeConversation = (conversationId: string) => callApi(api.close, { conversationId });

export const saveCanned = (input: EndpointInput<typeof api.cannedSave>) => callApi(api.cannedSave, input);

export const deleteCanned = (id: string) => callApi(api.cannedDelete, { id });

export const switchChat = (enabled: boolean) => callApi(api.switch, { enabled });
