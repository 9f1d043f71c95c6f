import type { YingShotView } from '@chokdee/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeHub } from '../../platform/realtime/index.ts';

/** The live event of a round's shooting (docs/yeekee.md, "Live"). */
export const YING_UPDATE = 'ying-update';
/** At most one frame per round per this many ms (4 a second). */
export const YING_FRAME_MS = 250;
/** The public channel of a round's shots: members subscribe to it over `WS /ccu`. */
export const yingChannel = (roundId: string): string => `ying:${roundId}`;
export const YING_CHANNEL_PATTERN = /^ying:\d{1,18}$/;

/** The message inside a `ying-update` frame: the new shots (oldest first) and the running figures after them. */
export interface YingUpdateMessage {
  shots: YingShotView[];
  count: number;
  /** Decimal string (exact). */
  sum: string;
}

interface Pending {
  shots: YingShotView[];
  count: number;
  sum: bigint;
  lastSent: number;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Collects the shots this node accepted and publishes them per round as one `ying-update` frame at
 * most every 250 ms: the first shot after a quiet spell goes out at once, the ones after it wait
 * for the next slot. The running count and sum are the counter row's values right after the
 * newest shot of the batch (the highest count wins when frames of several nodes cross).
 */
export class YingUpdateBatcher {
  private readonly rounds = new Map<string, Pending>();

  constructor(
    private readonly hub: RealtimeHub,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => number = Date.now,
  ) {}

  add(roundId: string, shot: YingShotView, count: number, sum: bigint): void {
    let pending = this.rounds.get(roundId);
    if (!pending) {
      pending = { shots: [], count: 0, sum: 0n, lastSent: -Infinity, timer: undefined };
      this.rounds.set(roundId, pending);
    }
    pending.shots.push(shot);
    if (count > pending.count) {
      pending.count = count;
      pending.sum = sum;
    }
    if (pending.timer) return;
    const wait = Math.max(0, pending.lastSent + YING_FRAME_MS - this.clock());
    pending.timer = setTimeout(() => this.flush(roundId), wait);
  }

  private flush(roundId: string): void {
    const pending = this.rounds.get(roundId);
    if (!pending) return;
    pending.timer = undefined;
    pending.lastSent = this.clock();
    const message: YingUpdateMessage = {
      shots: pending.shots.sort((a, b) => a.seq - b.seq),
      count: pending.count,
      sum: pending.sum.toString(),
    };
    pending.shots = [];
    // A quiet round is forgotten once its slot has passed; the next shot starts a new one.
    const forget = setTimeout(() => {
      if (
        this.rounds.get(roundId) === pending &&
        !pending.timer &&
        this.clock() - pending.lastSent >= YING_FRAME_MS
      )
        this.rounds.delete(roundId);
    }, YING_FRAME_MS);
    forget.unref();
    this.hub.publish(yingChannel(roundId), YING_UPDATE, JSON.stringify(message)).catch((error: unknown) => {
      this.log.warn({ err: error, roundId }, 'ying-update publish failed');
    });
  }

  /** Stops the pending timers (app close); unsent frames are dropped like any best-effort frame. */
  close(): void {
    for (const pending of this.rounds.values()) clearTimeout(pending.timer);
    this.rounds.clear();
  }
}
