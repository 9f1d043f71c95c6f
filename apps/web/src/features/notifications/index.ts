export { setUnread, useUnread } from './unread.ts';
