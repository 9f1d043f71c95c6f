import { adminSupportEndpoints as endpoints } from '@chokdee/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../admin-deps.ts';
import { appError } from '../../platform/errors.ts';
import { mountEndpoint } from '../../platform/mount-endpoint.ts';
import { actorOf } from '../../platform/staff-auth/index.ts';
import { deleteCanned, listCanned, saveCanned } from './canned-replies.ts';
import { createChatLive } from './chat-live.ts';
import { findConversation, historyOf, markRead } from './chat-repository.ts';
import { memberCardOf, queuePage, queueRowOf } from './queue-repository.ts';
import { switchChat } from './chat-settings.ts';
import { assignConversation, chatStaff, closeConversation } from './manage-conversation.ts';
import { sendMessage } from './send-message.ts';

/** The back office's live chat: queue, conversation with the member card, replies, canned replies. */
export const adminSupportRoutes =
  ({ db, storage }: AdminDeps): FastifyPluginCallbackZod =>
  (app, _options, done) => {
    const live = createChatLive(app.realtime, app.log);

    const existing = async (id: string) => {
      const conversation = await findConversation(db, id);
      if (!conversation) throw appError('CHAT_NOT_FOUND');
      return conversation;
    };

    mountEndpoint(app, endpoints.queue, (request) =>
      queuePage(db, request.query.view, request.staff.id, request.query.page),
    );

    mountEndpoint(app, endpoints.conversation, async (request) => {
      const conversation = await existing(request.query.conversationId);
      const row = await queueRowOf(db, conversation.id);
      if (!row) throw appError('CHAT_NOT_FOUND');
      return {
        conversation: row,
        member: conversation.member_id ? await memberCardOf(db, conversation.member_id) : null,
      };
    });

    mountEndpoint(app, endpoints.messages, async (request) => {
      const conversation = await existing(request.query.conversationId);
      return historyOf(db, conversation.id, request.query.before);
    });

    mountEndpoint(app, endpoints.send, async (request) => {
      const conversation = await existing(request.body.conversationId);
      return sendMessage(
        { db, storage, live },
        {
          conversationId: conversation.id,
          staffId: request.staff.id,
          text: request.body.text,
          image: request.body.image,
        },
      );
    });

    mountEndpoint(app, endpoints.read, async (request) => {
      const conversation = await existing(request.body.conversationId);
      live.read(conversation.id, 'staff', await markRead(db, conversation.id, 'staff', request.body.upTo));
      return {};
    });

    mountEndpoint(app, endpoints.typing, async (request) => {
      const conversation = await existing(request.body.conversationId);
      live.typing(conversation.id, 'staff');
      return {};
    });

    mountEndpoint(app, endpoints.assign, async (request) => {
      await assignConversation(db, actorOf(request), request.body);
      live.queueChanged();
      return {};
    });

    mountEndpoint(app, endpoints.close, async (request) => {
      if (await closeConversation(db, actorOf(request), request.body.conversationId))
        live.closed(request.body.conversationId);
      return {};
    });

    mountEndpoint(app, endpoints.staff, async () => ({ items: await chatStaff(db) }));
    mountEndpoint(app, endpoints.canned, async () => ({ items: await listCanned(db) }));
    mountEndpoint(app, endpoints.cannedSave, (request) => saveCanned(db, actorOf(request), request.body));
    mountEndpoint(app, endpoints.cannedDelete, async (request) => {
      await deleteCanned(db, actorOf(request), request.body.id);
      return {};
    });
    mountEndpoint(app, endpoints.switch, (request) => switchChat(db, actorOf(request), request.body.enabled));

    done();
  };
