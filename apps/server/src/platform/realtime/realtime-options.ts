import { DEFAULT_MAX_BUFFERED_BYTES } from './bounded-send.ts';
import type { RealtimeHub } from './hub.ts';

/** Close codes the web client acts on (4000-4999 are the application's). */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_GOING_AWAY = 1001;
/** Internal event on a member's channel: every node re-checks that member's sockets; never sent to a client. */
export const SESSION_CHECK = 'session-check';

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
   * Re-checks every socket of the member on every node at once (not at the next heartbeat): a
   * revoked session or a ban closes them with 4401, a status without member access with 4403.
   * Call it after the COMMIT that revoked or changed something. Never rejects.
   */
  recheckMember(memberUuid: string): Promise<void>;
  /** Open member sockets on this node. */
  connectionCount(): number;
  /**
   * Makes channels matching `pattern` subscribable by any member socket (public live data such as
   * a Yeekee round's shots: `ying:<roundId>`). A member's own channel (its uuid) is always on.
   */
  allowChannels(pattern: RegExp): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}
