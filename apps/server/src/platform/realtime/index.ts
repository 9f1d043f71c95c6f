/**
 * Realtime (issue 5, Live balance). Ledger changes need nothing from callers: app.ts registers
 * app.realtime as the wallet's money-update publisher, and runMoneyTransaction publishes every
 * changed member cash balance after COMMIT. What other modules use:
 *
 *   app.realtime.publishMoneyUpdate(memberUuid: string, balanceSatang: bigint): Promise<void>
 *       `money-update` `{"balance":<baht>}` to every socket of the member on every node; call it
 *       after COMMIT; never rejects (failures are logged).
 *   withAfterCommit(db, async (tx, afterCommit) => { ...; afterCommit(() => ...) }, onError?)
 *       db.transaction whose registered effects run only after a successful COMMIT.
 *   app.realtime.recheckMember(memberUuid: string): Promise<void>
 *       after a COMMIT that revoked sessions or changed the status: on every node the member's
 *       cached sessions are forgotten and its sockets judged again at once (4401 / 4403 close);
 *       never rejects.
 *   app.realtime.broadcast(event, message?) / app.realtime.onBroadcast(event, listener)
 *       node-wide events (e.g. maintenance switched): listeners run here at once and on every
 *       other node through the hub; call after COMMIT; never rejects.
 *   app.realtime.guardChannels(pattern, mayWatch)
 *       channels only some sockets may watch (a chat conversation), asked at each subscribe;
 *       guest sockets (the `guest` cookie) and staff sockets (`?as=staff`) watch only these.
 *   app.realtime.hub: RealtimeHub — publish(channel, event, message) / subscribe(channel, listener)
 *       for other live channels later (same transport: Redis when REDIS_URL is set).
 *   publishMoneyUpdate(hub, memberUuid, balanceSatang) — the same without the app, may reject.
 *
 * `WS /ccu?token=<jwt>` (or the accessToken cookie): frames
 * `{ "event": "money-update", "channel": "<member uuid>", "message": "{\"balance\":123.45}" }`.
 * Close codes: 4401 bad/revoked token or banned, 4403 status without member access, 1001 server
 * shutting down. See docs/scaling.md.
 */
export { withAfterCommit, type AfterCommit, type Transaction } from './after-commit.ts';
export {
  DEFAULT_MAX_BUFFERED_BYTES,
  sendBounded,
  type SendableSocket,
  type SendOutcome,
} from './bounded-send.ts';
export { registerRealtime } from './ccu.ts';
export { GUEST_COOKIE, GUEST_COOKIE_MAX_AGE_S, isGuestId, newGuestId } from './guest-id.ts';
export {
  CLOSE_FORBIDDEN,
  CLOSE_GOING_AWAY,
  CLOSE_UNAUTHORIZED,
  MEMBER_CHANGED,
  REALTIME_DEFAULTS,
  type Realtime,
  type RealtimeOptions,
  type Watcher,
} from './realtime-options.ts';
export {
  createInProcessHub,
  frameText,
  LocalFanout,
  type Delivery,
  type DeliveryListener,
  type RealtimeFrame,
  type RealtimeHub,
  type Subscription,
} from './hub.ts';
export { moneyUpdateMessage, MONEY_UPDATE, publishMoneyUpdate } from './money.ts';
export { createRedisHub, DEFAULT_REDIS_PREFIX, type RedisHubOptions } from './redis-hub.ts';
