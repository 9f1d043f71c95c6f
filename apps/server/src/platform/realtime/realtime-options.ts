import { DEFAULT_MAX_BUFFERED_BYTES } from './bounded-send.ts';
import type { RealtimeHub } from './hub.ts';

/** Close codes the web client acts on (4000-4999 are the application's). */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_GOING_AWAY = 1001;
/**
 * Broadcast event (message: a member uuid) after a COMMIT that revoked sessions or changed the
 * member's status: every node forgets the member's cached sessions and re-checks its sockets.
 */
export const MEMBER_CHANGED = 'member-changed';

export interface RealtimeOptions {
  /** A hub built by the caller (tests); otherwise Redis when `redisUrl` is set, else in-process. */
  hub?: RealtimeHub;
  redisUrl?: string | undefined;
  /** Redis channel prefix (default `chokdee:ccu:`); deployments or test runs sharing one Redis set their own. */
  redisPrefix?: string;
  /** Server ping interval; a socket that has not answered the previous ping is terminated. */
  heartbeatMs?: number;
  /** Every n-th heartbeat re-checks the socket's session (logout, PIN change, ban elsewhere). */
  revalidateEveryBeats?: number;
  maxBufferedBytes?: number;
  /** WebSocket upgrade attempts per IP per minute. */
  connectsPerMinute?: number;
}

export const REALTIME_DEFAULTS = {
  heartbeatMs: 25_000,
  revalidateEveryBeats: 4,
  maxBufferedBytes: DEFAULT_MAX_BUFFERED_BYTES,
  // Generous: mobile carriers put many members behind one address (CGNAT).
  connectsPerMinute: 120,
} as const;

/** `app.realtime`: what other modules use. */
export interface Realtime {
  readonly hub: RealtimeHub;
  /**
   * Sends `money-update` with the balance (satang, converted to baht) to every socket of the
   * member on every node. Call it after COMMIT (see withAfterCommit). Never rejects: a failure
   * is logged, the committed balance stays the truth that `GET /api/cashs` answers.
   */
  publishMoneyUpdate(memberUuid: string, balanceSatang: bigint): Promise<void>;
  /**
   * On every node at once: forgets the member's cached sessions (the next request reads the
   * database) and re-checks the member's sockets (not at the next heartbeat): a revoked session
   * or a ban closes them with 4401, a status without member access with 4403. Call it after the
   * COMMIT that revoked or changed something. Never rejects.
   */
  recheckMember(memberUuid: string): Promise<void>;
  /**
   * Runs the `event` listeners (`onBroadcast`) on this node at once and on every other node
   * through the hub (Redis when set). Call it after COMMIT. Never rejects: a failure is logged,
   * and other nodes then rely on their caches' TTL.
   */
  broadcast(event: string, message?: string): Promise<void>;
  onBroadcast(event: string, listener: (message: string) => void): void;
  /** Open member sockets on this node. */
  connectionCount(): number;
  /**
   * Makes channels matching `pattern` subscribable by any member socket (public live data such as
   * a Yeekee round's shots: `ying:<roundId>`). A member's own channel (its uuid) is always on.
   */
  allowChannels(pattern: RegExp): void;
  /**
   * Makes channels matching `pattern` subscribable by the sockets `mayWatch` allows (a chat
   * conversation: its member or guest, and staff with chat access), asked at each subscribe.
   * A rejecting `mayWatch` refuses.
   */
  guardChannels(pattern: RegExp, mayWatch: (watcher: Watcher, channel: string) => Promise<boolean>): void;
}

/** Who holds a socket: a member (uuid), a guest (`guest` cookie) or a staff member (id). */
export type WatcherKind = 'member' | 'guest' | 'staff';
export interface Watcher {
  kind: WatcherKind;
  /** The member's uuid, the guest id or the staff id. */
  id: string;
  /** The session of a member's or staff member's token ('' for a guest). */
  sid: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}
