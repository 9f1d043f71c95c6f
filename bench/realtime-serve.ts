/**
 * The server side of the realtime bench, shared by the app and the bare `ws` server: answers the
 * parent's commands over IPC (memory, a timed run of balance changes, stop).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { wallNow, type FrameKey, type ServerCommand, type ServerReport } from './realtime-protocol.ts';

export interface BenchServer {
  url: string;
  /** One per socket to open: what goes in `?token=`. */
  tokens: string[];
  /** The settings to print. */
  config: string;
  /** Open sockets as the server counts them. */
  open(): number;
  /** Makes change number `i` (a balance change of one member); answers the frame it sends and when it was published. */
  change(i: number): Promise<{ key: FrameKey; publishedAt: number }>;
  close(): Promise<void>;
}

/** The member change `i` goes to: every member in turn, in a scattered order. */
export const memberIndexOf = (i: number, members: number): number => (i * 7919) % members;

const LOOP_RESOLUTION_MS = 10;

const send = (report: ServerReport): void => {
  process.send!(report);
};

const memory = (): { rss: number; heapUsed: number } => {
  // Started with --expose-gc: garbage of the handshakes is not counted as per-socket memory.
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

/**
 * Open loop: change i is due at start + i / perSecond whatever the server is doing, and its
 * latency counts from then, so a stalled event loop shows in the figures instead of slowing the
 * schedule down.
 */
const run = async (server: BenchServer, perSecond: number, seconds: number): Promise<ServerReport> => {
  const total = Math.round(perSecond * seconds);
  const sent: Array<[FrameKey, number, number]> = [];
  const lateMs: number[] = [];
  const changeMs: number[] = [];
  const pending: Array<Promise<void>> = [];
  const delay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  delay.enable();
  const start = wallNow();
  let next = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((wallNow() - start) * perSecond) / 1000) + 1);
      for (; next < due; next++) {
        const dueAt = start + (next * 1000) / perSecond;
        const calledAt = wallNow();
        lateMs.push(calledAt - dueAt);
        pending.push(
          server.change(next).then(({ key, publishedAt }) => {
            sent.push([key, dueAt, publishedAt]);
            changeMs.push(wallNow() - calledAt);
          }),
        );
      }
      if (next >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  await Promise.all(pending);
  delay.disable();
  // The histogram holds the times between its timer's ticks; the lateness is beyond the resolution.
  const ms = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
  return {
    type: 'ran',
    sent,
    lateMs,
    changeMs,
    loopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    open: server.open(),
  };
};

export const serveBench = async (start: () => Promise<BenchServer>): Promise<void> => {
  const server = await start();
  process.on('message', (command: ServerCommand) => {
    if (command.type === 'memory') send({ type: 'memory', open: server.open(), ...memory() });
    else if (command.type === 'run') void run(server, command.perSecond, command.seconds).then(send);
    else
      void server.close().then(() => {
        process.disconnect();
      });
  });
  send({ type: 'ready', url: server.url, tokens: server.tokens, config: server.config });
};
