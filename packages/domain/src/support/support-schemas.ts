import { z } from 'zod';
import { bahtAnswer } from '../money/baht-answer.ts';
import { wholeNumber } from '../validation/whole-number.ts';

/** A conversation or message id: a positive bigint as a decimal string. */
export const chatId = z.string().regex(/^[1-9]\d{0,17}$/, 'must be an id');

/** `?before=` pages back through a history; absent: the newest messages. */
export const chatMessagesQuery = z.object({
  conversationId: chatId,
  before: chatId.optional(),
});

export const CHAT_PAGE_SIZE = 50;
export const CHAT_TEXT_MAX = 2_000;

/** Who wrote a message: the member or guest (`visitor`) or a staff member. */
export const CHAT_SENDERS = ['visitor', 'staff'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** One message as both sides see it; `imageUrl` is a checked image from the storage adapter. */
export const chatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  from: z.enum(CHAT_SENDERS),
  /** The staff member's display name (their username); null for the visitor's messages. */
  staffName: z.string().nullable(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const CHAT_STATUSES = ['open', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/**
 * A page of history, oldest first, with the read marks of both sides: every message up to
 * `visitorReadUpTo` was seen by the visitor, up to `staffReadUpTo` by staff ('0': none).
 */
export const chatHistory = z.object({
  items: z.array(chatMessage),
  hasMore: z.boolean(),
  status: z.enum(CHAT_STATUSES),
  visitorReadUpTo: z.string(),
  staffReadUpTo: z.string(),
});
export type ChatHistory = z.infer<typeof chatHistory>;

/** Text, an image (base64, type read from its bytes), or both; never neither. */
export const chatSendRequest = z
  .object({
    conversationId: chatId,
    text: z
      .string()
      .trim()
      .max(CHAT_TEXT_MAX, `Text must be at most ${CHAT_TEXT_MAX} characters`)
      .default(''),
    image: z.string().max(3_000_000).optional(),
  })
  .refine((m) => m.text !== '' || m.image !== undefined, {
    path: ['text'],
    message: 'A message needs text or an image',
  });

export const chatReadRequest = z.object({ conversationId: chatId, upTo: chatId });
export const chatConversationRequest = z.object({ conversationId: chatId });

/**
 * The visitor's open conversation (opened by `chat.open`); `guestName` is the generated name of
 * a guest (`null` for a member). `unread`: staff messages the visitor has not read.
 */
export const chatConversationAnswer = z.object({
  conversationId: z.string(),
  status: z.enum(CHAT_STATUSES),
  guestName: z.string().nullable(),
  unread: z.number(),
});
export type ChatConversationAnswer = z.infer<typeof chatConversationAnswer>;

/** Whether live chat is on; when off the web app shows the agent's supportData instead. */
export const chatStatusAnswer = z.object({ enabled: z.boolean() });

/** Frames on the `chat:<conversationId>` channel of `WS /ccu` (api-contract). */
export const CHAT_EVENTS = {
  message: 'chat-message',
  typing: 'chat-typing',
  read: 'chat-read',
  closed: 'chat-closed',
} as const;
/** Frames on `support-queue`, the staff's channel: something changed in the queue. */
export const SUPPORT_QUEUE_CHANNEL = 'support-queue';
export const SUPPORT_QUEUE_EVENT = 'chat-queue';
export const chatChannel = (conversationId: string): string => `chat:${conversationId}`;
/** `chat-typing` and `chat-read` messages: `{ from, upTo? }`. */
export const chatSignal = z.object({ from: z.enum(CHAT_SENDERS), upTo: z.string().optional() });

// Back office

export const SUPPORT_VIEWS = ['open', 'mine', 'unassigned', 'closed'] as const;
export const supportQueueQuery = z.object({
  view: z.enum(SUPPORT_VIEWS).default('open'),
  page: wholeNumber(z.number().int().min(1).max(10_000)).default(1),
});

export const chatVisitor = z.object({
  kind: z.enum(['member', 'guest']),
  /** The member's name, or the guest's generated name. */
  name: z.string(),
  /** The member's login (null for a guest): what staff search the member pages with. */
  userName: z.string().nullable(),
});

export const supportConversationRow = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  visitor: chatVisitor,
  assignedTo: z.object({ id: z.number(), name: z.string() }).nullable(),
  lastText: z.string(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
  /** Visitor messages no staff member has read yet. */
  unread: z.number(),
});
export type SupportConversationRow = z.infer<typeof supportConversationRow>;

export const SUPPORT_QUEUE_PAGE_SIZE = 30;
export const supportQueueAnswer = z.object({
  items: z.array(supportConversationRow),
  page: z.number(),
  total: z.number(),
  /** Unread visitor messages over every open conversation: the back office's badge. */
  unreadTotal: z.number(),
});

/** Beside the conversation: who the member is, with balance, status and last poys. */
export const supportMemberCard = z.object({
  userName: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  status: z.number(),
  level: z.number(),
  cash: bahtAnswer,
  lastPoys: z.array(
    z.object({
      id: z.string(),
      round: z.string(),
      stake: bahtAnswer,
      /** Won so far (0 before settlement or for a loss). */
      win: bahtAnswer,
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
/** As it travels: money in baht. */
export type SupportMemberCard = z.input<typeof supportMemberCard>;

export const supportConversationAnswer = z.object({
  conversation: supportConversationRow,
  member: supportMemberCard.nullable(),
});

export const supportAssignRequest = z.object({
  conversationId: chatId,
  /** The staff member taking it; the caller themself to pick it up. */
  staffId: wholeNumber(z.number().int().min(1).max(2_147_483_647)),
});

export const supportStaffAnswer = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string() })),
});

const cannedText = z.string().trim().max(CHAT_TEXT_MAX, `Text must be at most ${CHAT_TEXT_MAX} characters`);
/** A canned reply per language; Thai is required, an empty language falls back to Thai. */
export const cannedTexts = z.object({
  th: z
    .string({ error: 'Thai text is required' })
    .trim()
    .min(1, 'Thai text is required')
    .max(CHAT_TEXT_MAX, `Text must be at most ${CHAT_TEXT_MAX} characters`),
  en: cannedText.default(''),
  kh: cannedText.default(''),
  mm: cannedText.default(''),
});

export const cannedReply = z.object({
  id: z.string(),
  title: z.string(),
  texts: cannedTexts,
  sortOrder: z.number(),
});
export type CannedReply = z.infer<typeof cannedReply>;

export const cannedSaveRequest = z.object({
  /** Absent: a new reply. */
  id: chatId.optional(),
  title: z.string().trim().min(1, 'A title is required').max(100, 'Title must be at most 100 characters'),
  texts: cannedTexts,
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});

export const chatSwitchRequest = z.object({ enabled: z.boolean() });
