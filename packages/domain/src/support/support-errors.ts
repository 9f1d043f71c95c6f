import { defineErrors } from '../errors/define-errors.ts';

/** Failures of the live support chat (docs/support.md, "Live support chat"). */
export const SUPPORT_ERRORS = defineErrors({
  /** Also the answer for someone else's conversation: whether it exists is not told. */
  CHAT_NOT_FOUND: { status: 404, message: 'Conversation not found' },
  CHAT_CLOSED: { status: 409, message: 'This conversation is closed; open a new one' },
  CHAT_OFF: { status: 409, message: 'Live chat is off; please use the other support contacts' },
  CHAT_STAFF_NOT_FOUND: { status: 404, message: 'No active staff member with chat access has this id' },
  CANNED_REPLY_NOT_FOUND: { status: 404, message: 'Canned reply not found' },
});
