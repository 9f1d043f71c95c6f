export { ensureGuestCookie } from './guest.ts';
export { recordUserAgent } from './user-agent.ts';
export { ensureVisitorId } from './visitor.ts';
