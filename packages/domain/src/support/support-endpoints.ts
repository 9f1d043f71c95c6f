import { z } from 'zod';
import { UPLOAD_ERRORS } from '../content/content-errors.ts';
import { endpointGroup } from '../contract/endpoint-group.ts';
import {
  cannedReply,
  cannedSaveRequest,
  chatConversationAnswer,
  chatConversationRequest,
  chatHistory,
  chatId,
  chatMessage,
  chatMessagesQuery,
  chatReadRequest,
  chatSendRequest,
  chatStatusAnswer,
  chatSwitchRequest,
  supportAssignRequest,
  supportConversationAnswer,
  supportQueueAnswer,
  supportQueueQuery,
  supportStaffAnswer,
} from './support-schemas.ts';

/**
 * The visitor's side of live chat. `public`: a member is recognised by their session, anyone else
 * by the `guest` cookie that `chat.open` sets (spec §6, §9); a call naming a conversation that is
 * not the caller's answers CHAT_NOT_FOUND.
 */
export const chatEndpoints = endpointGroup(
  { tags: ['support'], auth: 'public' },
  {
    status: {
      method: 'GET',
      path: '/api/chat.status',
      response: chatStatusAnswer,
      summary: 'Whether live chat is on (off: the web app offers the agent supportData instead)',
    },
    open: {
      method: 'POST',
      path: '/api/chat.open',
      body: z.object({}),
      response: chatConversationAnswer,
      errors: ['CHAT_OFF'],
      summary:
        "The caller's open conversation, opened now if there is none; a guest gets the `guest` cookie and a generated name",
    },
    messages: {
      method: 'GET',
      path: '/api/chat.messages',
      query: chatMessagesQuery,
      response: chatHistory,
      errors: ['CHAT_NOT_FOUND'],
      summary: 'A page of the conversation, oldest first, with both read marks',
    },
    send: {
      method: 'POST',
      path: '/api/chat.send',
      body: chatSendRequest,
      response: chatMessage,
      status: 201,
      errors: ['CHAT_NOT_FOUND', 'CHAT_CLOSED', 'CHAT_OFF', ...UPLOAD_ERRORS],
      summary: 'Text and/or an image (PNG, JPEG, GIF, WebP up to 2 MB, type read from its bytes)',
    },
    read: {
      method: 'POST',
      path: '/api/chat.read',
      body: chatReadRequest,
      response: z.object({}),
      errors: ['CHAT_NOT_FOUND'],
      summary: 'The visitor has read up to this message (staff see the mark live)',
    },
    typing: {
      method: 'POST',
      path: '/api/chat.typing',
      body: chatConversationRequest,
      response: z.object({}),
      errors: ['CHAT_NOT_FOUND'],
      summary: 'The visitor is typing (a chat-typing frame to the staff; not stored)',
    },
  },
);

const chat = { staff: 'support.chat' } as const;
const manage = { staff: 'support.manage' } as const;

/** The back office's side: the queue, the conversation with the member beside it, canned replies. */
export const adminSupportEndpoints = endpointGroup(
  { tags: ['admin: support'], auth: chat },
  {
    queue: {
      method: 'GET',
      path: '/api/admin/support.conversations',
      query: supportQueueQuery,
      response: supportQueueAnswer,
      summary:
        'Conversations of a view (open, mine, unassigned, closed), latest activity first, with unread counts',
    },
    conversation: {
      method: 'GET',
      path: '/api/admin/support.conversation',
      query: z.object({ conversationId: chatId }),
      response: supportConversationAnswer,
      errors: ['CHAT_NOT_FOUND'],
      summary: 'One conversation and, for a member, their balance, status and last poys',
    },
    messages: {
      method: 'GET',
      path: '/api/admin/support.messages',
      query: chatMessagesQuery,
      response: chatHistory,
      errors: ['CHAT_NOT_FOUND'],
      summary: 'A page of a conversation, oldest first, with both read marks',
    },
    send: {
      method: 'POST',
      path: '/api/admin/support.send',
      body: chatSendRequest,
      response: chatMessage,
      status: 201,
      errors: ['CHAT_NOT_FOUND', 'CHAT_CLOSED', ...UPLOAD_ERRORS],
      summary: 'A staff reply (text and/or image); an unassigned conversation becomes the sender’s',
    },
    read: {
      method: 'POST',
      path: '/api/admin/support.read',
      body: chatReadRequest,
      response: z.object({}),
      errors: ['CHAT_NOT_FOUND'],
      summary: 'Staff have read up to this message',
    },
    typing: {
      method: 'POST',
      path: '/api/admin/support.typing',
      body: chatConversationRequest,
      response: z.object({}),
      errors: ['CHAT_NOT_FOUND'],
      summary: 'A staff member is typing (a chat-typing frame to the visitor)',
    },
    assign: {
      method: 'POST',
      path: '/api/admin/support.assign',
      body: supportAssignRequest,
      response: z.object({}),
      errors: ['CHAT_NOT_FOUND', 'CHAT_CLOSED', 'CHAT_STAFF_NOT_FOUND'],
      summary: 'Take a conversation (staffId: oneself) or transfer it to another staff member. Audited.',
    },
    close: {
      method: 'POST',
      path: '/api/admin/support.close',
      body: chatConversationRequest,
      response: z.object({}),
      errors: ['CHAT_NOT_FOUND'],
      summary: 'Close a conversation (the visitor may open a new one). Audited.',
    },
    staff: {
      method: 'GET',
      path: '/api/admin/support.staff',
      response: supportStaffAnswer,
      summary: 'Active staff members with chat access: who a conversation can be transferred to',
    },
    canned: {
      method: 'GET',
      path: '/api/admin/support.canned',
      response: z.object({ items: z.array(cannedReply) }),
      summary: 'Canned replies in display order, every language',
    },
    cannedSave: {
      method: 'POST',
      path: '/api/admin/support.canned.save',
      auth: manage,
      body: cannedSaveRequest,
      response: cannedReply,
      errors: ['CANNED_REPLY_NOT_FOUND'],
      summary: 'Create or change a canned reply (th required). Audited.',
    },
    cannedDelete: {
      method: 'POST',
      path: '/api/admin/support.canned.delete',
      auth: manage,
      body: z.object({ id: chatId }),
      response: z.object({}),
      errors: ['CANNED_REPLY_NOT_FOUND'],
      summary: 'Delete a canned reply. Audited.',
    },
    switch: {
      method: 'POST',
      path: '/api/admin/support.switch',
      auth: manage,
      body: chatSwitchRequest,
      response: chatStatusAnswer,
      summary: 'Turn live chat on or off for the whole site. Audited.',
    },
  },
);
