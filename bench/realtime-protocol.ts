/**
 * What the realtime bench's processes tell each other over the fork IPC channel. Times are wall
 * milliseconds (performance.timeOrigin + performance.now()): every process runs on one machine,
 * so a time taken in the server and one taken in a client compare.
 */

/** A frame's identity across processes: `<channel>|<message>` (a member's balance only ever grows in the bench). */
export type FrameKey = string;

export const frameKey = (channel: string, message: string): FrameKey => `${channel}|${message}`;

export const wallNow = (): number => performance.timeOrigin + performance.now();

export interface Memory {
  rss: number;
  heapUsed: number;
}

/** Parent → server. */
export type ServerCommand =
  { type: 'memory' } | { type: 'run'; perSecond: number; seconds: number } | { type: 'stop' };

/** Server → parent. */
export type ServerReport =
  | { type: 'ready'; url: string; tokens: string[]; config: string }
  | ({ type: 'memory'; open: number } & Memory)
  | {
      type: 'ran';
      /**
       * Each change: its frame, when it was due (the schedule's time, not when the loop got to it)
       * and when it was handed to the realtime path (app: after COMMIT).
       */
      sent: Array<[FrameKey, number, number]>;
      /** Per change: from its due time until the loop got to it (the server's own lateness). */
      lateMs: number[];
      /** Per change: from the call until it returned (app: the ledger transaction up to COMMIT). */
      changeMs: number[];
      loopDelayMs: { p50: number; p99: number; max: number };
      open: number;
    };

/** Parent → clients. */
export type ClientCommand =
  | { type: 'open'; url: string; tokens: string[]; concurrency: number }
  | { type: 'report' }
  | { type: 'stop' };

/** Clients → parent. */
export type ClientReport =
  | { type: 'opened'; ok: number; failed: number; firstError: string | undefined }
  | { type: 'report'; received: Array<[FrameKey, number]>; closes: Record<string, number> };
