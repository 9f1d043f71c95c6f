import type { ChatMessage } from '@chokdee/domain';

/** The JSON object a channel frame carries in `message`, or null. */
export const frameBody = (message: string): Record<string, unknown> | null => {
  try {
    const value = JSON.parse(message) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** A `chat-message` frame's message, or null for anything malformed. */
export const chatMessageOf = (message: string): ChatMessage | null => {
  const body = frameBody(message);
  return typeof body?.id === 'string' && (body.from === 'visitor' || body.from === 'staff')
    ? (body as unknown as ChatMessage)
    : null;
};
