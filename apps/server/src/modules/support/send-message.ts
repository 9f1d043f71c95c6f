import type { ChatMessage } from '@chokdee/domain';
import type { Database } from '../../db/client.ts';
import { appError } from '../../platform/errors.ts';
import { storeImage, type FileStorage } from '../../platform/storage/index.ts';
import { insertMessage } from './chat-repository.ts';
import type { ChatLive } from './chat-live.ts';

export interface SendDeps {
  db: Database;
  storage: FileStorage;
  live: ChatLive;
}

/**
 * One message of either side into a conversation the caller may write in, published live after
 * COMMIT. The image is stored first: a conversation closed meanwhile leaves an unreferenced file
 * (harmless; never a message without its image).
 */
export const sendMessage = async (
  deps: SendDeps,
  input: { conversationId: string; staffId: bigint | null; text: string; image?: string | undefined },
): Promise<ChatMessage> => {
  const imageUrl = input.image === undefined ? null : (await storeImage(deps.storage, input.image)).url;
  const message = await insertMessage(deps.db, {
    conversationId: input.conversationId,
    staffId: input.staffId,
    text: input.text,
    imageUrl,
  });
  if (!message) throw appError('CHAT_CLOSED');
  deps.live.message(message);
  return message;
};
