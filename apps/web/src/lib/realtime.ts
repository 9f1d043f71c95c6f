/**
 * The live channel `WS /ccu` (api-contract, Wallet). Same origin, so the httpOnly `accessToken`
 * cookie authenticates the upgrade; the script never sees the token. Frames:
 * `{ "event": "money-update", "channel": "<member uuid>", "message": "{\"balance\":123.45}" }`.
 */

import { parseFrame, type ChannelRegistry } from './realtime-channels.ts';

export const MONEY_UPDATE = 'money-update';
/** Server close codes: token bad/revoked or banned, and a status without member access. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;
/** A connection that stayed open this long counts as healthy: the next retry starts from the base again. */
export const STABLE_AFTER_MS = 10_000;

export interface MoneyUpdate {
  channel: string;
  /** Baht, as the server sent it (<= 2 decimals). */
  balance: number;
}

/** A `money-update` frame, or null for anything else (other events, garbage, a bad balance). */
export function parseMoneyUpdate(data: unknown): MoneyUpdate | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as unknown;
    if (typeof frame !== 'object' || frame === null) return null;
    const { event, channel, message } = frame as Record<string, unknown>;
    if (event !== MONEY_UPDATE || typeof channel !== 'string' || typeof message !== 'string') return null;
    const inner = JSON.parse(message) as unknown;
    if (typeof inner !== 'object' || inner === null) return null;
    const { balance } = inner as Record<string, unknown>;
    if (typeof balance !== 'number' || !Number.isFinite(balance)) return null;
    return { channel, balance };
  } catch {
    return null;
  }
}

/**
 * Exponential backoff with "equal jitter": half of min(cap, base * 2^attempt) fixed, half random,
 * so a server restart does not bring every client back in the same second, and no wait is 0.
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  baseMs = BACKOFF_BASE_MS,
  capMs = BACKOFF_CAP_MS,
): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** `wss://host/ccu` on https, `ws://host/ccu` on http. */
export function realtimeUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/ccu`;
}

/** The part of the browser WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

export interface RealtimeOptions {
  /**
   * Only frames for this channel are applied (the server sends no others; belt and braces). A
   * guest's or a staff member's socket has no member channel: both are absent.
   */
  memberUuid?: string;
  onMoneyUpdate?: (balance: number) => void;
  /** Public channels watched on this connection (realtime-channels.ts). */
  channels?: ChannelRegistry;
  /** Every (re)connection: the place to re-read the balance missed while disconnected. */
  onOpen?: () => void;
  /** The server closed with 4401/4403: the client stops; the caller re-checks the login. */
  onRejected?: (code: number) => void;
  url?: string;
  createSocket?: SocketFactory;
  random?: () => number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface RealtimeConnection {
  /** Closes the socket and cancels any reconnect (logout, unmount). Idempotent. */
  stop(): void;
}

/** Opens `/ccu` and keeps it open (reconnecting with backoff) until stop() or a 4401/4403 close. */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const createSocket: SocketFactory = options.createSocket ?? ((url) => new WebSocket(url));
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const url = options.url ?? realtimeUrl();

  let stopped = false;
  let attempt = 0;
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let openedAt: number | null = null;

  const detach = (s: SocketLike) => {
    s.onopen = null;
    s.onmessage = null;
    s.onclose = null;
    s.onerror = null;
  };

  const scheduleReconnect = () => {
    const delay = backoffDelay(attempt, random);
    attempt += 1;
    timer = setTimer(() => {
      timer = null;
      connect();
    }, delay);
  };

  const connect = () => {
    if (stopped) return;
    const s = createSocket(url);
    socket = s;
    openedAt = null;
    s.onopen = () => {
      openedAt = now();
      options.channels?.attach((text) => s.send(text));
      options.onOpen?.();
    };
    s.onmessage = (event) => {
      const update = parseMoneyUpdate(event.data);
      if (update) {
        if (update.channel === options.memberUuid) options.onMoneyUpdate?.(update.balance);
        return;
      }
      const frame = parseFrame(event.data);
      if (frame) options.channels?.dispatch(frame);
    };
    // Every failure ends in 'close'; reconnecting from there alone avoids double scheduling.
    s.onerror = () => undefined;
    s.onclose = (event) => {
      detach(s);
      options.channels?.detach();
      socket = null;
      if (stopped) return;
      if (event.code === CLOSE_UNAUTHORIZED || event.code === CLOSE_FORBIDDEN) {
        stopped = true;
        options.onRejected?.(event.code);
        return;
      }
      if (openedAt !== null && now() - openedAt >= STABLE_AFTER_MS) attempt = 0;
      scheduleReconnect();
    };
  };

  connect();

  return {
    stop: () => {
      if (stopped) return;
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      options.channels?.detach();
      if (socket) {
        detach(socket);
        socket.close(1000, 'bye');
        socket = null;
      }
    },
  };
}
