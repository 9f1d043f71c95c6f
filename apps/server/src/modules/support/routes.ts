import { chatEndpoints as endpoints } from '@chokdee/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { appError } from '../../platform/errors.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import {
  findConversation,
  historyOf,
  markRead,
  openConversation,
  type ConversationState,
} from './chat-repository.ts';
import { chatEnabled } from './chat-settings.ts';
import { guestNameOf, visitorOf, visitorOrNewGuest, type VisitorDeps } from './chat-visitor.ts';
import { sendMessage, type SendDeps } from './send-message.ts';

// Per IP: a person types, a script floods.
const SEND_LIMIT = { max: 30, timeWindow: '1 minute' };
const OPEN_LIMIT = { max: 20, timeWindow: '1 minute' };

/** The member's or guest's side of live chat (docs/support.md, "Live support chat"). */
export const chatRoutes =
  (deps: VisitorDeps & SendDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const { db, live } = deps;

    /** The caller's own conversation, else CHAT_NOT_FOUND (also for someone else's). */
    const ownConversation = async (request: FastifyRequest, id: string): Promise<ConversationState> => {
      const visitor = await visitorOf(deps, request);
      const conversation = visitor ? await findConversation(db, id, visitor) : null;
      if (!conversation) throw appError('CHAT_NOT_FOUND');
      return conversation;
    };

    mountEndpoint(app, endpoints.status, async () => ({ enabled: await chatEnabled(db) }));

    mountEndpoint(
      app,
      endpoints.open,
      async (request, reply) => {
        if (!(await chatEnabled(db))) throw appError('CHAT_OFF');
        const visitor = await visitorOrNewGuest(deps, request, reply);
        const guestName = visitor.kind === 'guest' ? guestNameOf(visitor.guestId) : null;
        const conversation = await openConversation(db, visitor, guestName);
        return {
          conversationId: conversation.id,
          status: conversation.status,
          guestName: conversation.guest_name,
          unread: conversation.unread,
        };
      },
      { rateLimit: OPEN_LIMIT },
    );

    mountEndpoint(app, endpoints.messages, async (request) => {
      const conversation = await ownConversation(request, request.query.conversationId);
      return historyOf(db, conversation.id, request.query.before);
    });

    mountEndpoint(
      app,
      endpoints.send,
      async (request) => {
        const conversation = await ownConversation(request, request.body.conversationId);
        if (!(await chatEnabled(db))) throw appError('CHAT_OFF');
        return sendMessage(deps, {
          conversationId: conversation.id,
          staffId: null,
          text: request.body.text,
          image: request.body.image,
        });
      },
      { rateLimit: SEND_LIMIT },
    );

    mountEndpoint(app, endpoints.read, async (request) => {
      const conversation = await ownConversation(request, request.body.conversationId);
      live.read(
        conversation.id,
        'visitor',
        await markRead(db, conversation.id, 'visitor', request.body.upTo),
      );
      return {};
    });

    mountEndpoint(
      app,
      endpoints.typing,
      async (request) => {
        const conversation = await ownConversation(request, request.body.conversationId);
        live.typing(conversation.id, 'visitor');
        return {};
      },
      { rateLimit: SEND_LIMIT },
    );

    done();
  };
