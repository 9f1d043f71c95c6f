/**
 * Realtime at scale: BENCH_SOCKETS authenticated sockets on WS /ccu of the real app (a child
 * process: buildApp on a scratch PostgreSQL database, bench/realtime-app.ts), opened from
 * BENCH_CLIENT_PROCS other child processes; then for BENCH_SECONDS a steady BENCH_RATE balance
 * changes per second through the ledger, each reaching its member's socket as a money-update
 * frame. Prints the delivery latency (from the moment the change was due to the frame's arrival:
 * p50 / p99 / max, per 10 s window too, so a periodic stall shows; and from the publish after
 * COMMIT, the realtime path without the ledger's transaction), the server's event-loop delay
 * and its memory per socket (RSS and heap with the sockets open minus before, ÷ sockets), and the
 * same for a bare `ws` server (bench/realtime-bare.ts: same sockets, same rate, direct send) in
 * the same run, with the ratios.
 *
 *   npx tsx bench/realtime.ts     (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_SOCKETS=10000 BENCH_SECONDS=120 BENCH_RATE=50 BENCH_CLIENT_PROCS=2 npx tsx bench/realtime.ts
 *   BENCH_HEARTBEAT_MS=10000 BENCH_REVALIDATE_EVERY=2 ...   (the app's heartbeat; the defaults make
 *       the periodic session re-check run every 20 s, several times within a run)
 *
 * The app's server creates the scratch database chokdee_bench_rt_<pid> and drops it at the end.
 * Open files (`ulimit -n`): the server needs BENCH_SOCKETS + ~100, each client process
 * BENCH_SOCKETS / BENCH_CLIENT_PROCS + ~100.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { percentile } from './concurrent-load.ts';
import type {
  ClientCommand,
  ClientReport,
  FrameKey,
  Memory,
  ServerCommand,
  ServerReport,
} from './realtime-protocol.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const CLIENT_PROCS = Number(process.env.BENCH_CLIENT_PROCS ?? 2);
/** Upgrades in flight per client process. */
const CONNECT_CONCURRENCY = 100;
/** After the sockets opened: the handshakes' garbage is collected before memory is read. */
const SETTLE_MS = 3_000;
/** After the last change: frames still on their way. */
const GRACE_MS = 2_000;
const TARGET_P99_MS = 250;
const TARGET_MEMORY_RATIO = 1.2;
const WINDOW_S = 10;

type Reply<R extends { type: string }, T extends R['type']> = Extract<R, { type: T }>;

const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/** The next IPC message of `child` of the given type. */
const next = <R extends { type: string }, T extends R['type']>(
  child: ChildProcess,
  type: T,
): Promise<Reply<R, T>> =>
  new Promise((resolve, reject) => {
    const onMessage = (message: R) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Reply<R, T>);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`child ${child.pid} exited (${code}) before '${type}'`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });

const ask = <T extends ServerReport['type']>(server: ChildProcess, command: ServerCommand, answer: T) => {
  const reply = next<ServerReport, T>(server, answer);
  server.send(command);
  return reply;
};

const tell = <T extends ClientReport['type']>(client: ChildProcess, command: ClientCommand, answer: T) => {
  const reply = next<ClientReport, T>(client, answer);
  client.send(command);
  return reply;
};

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

interface Result {
  name: string;
  config: string;
  opened: number;
  failed: string | undefined;
  openSeconds: number;
  latencies: number[];
  /** From the publish (app: after COMMIT) to the frame's arrival: the realtime path alone. */
  fromPublish: number[];
  windows: number[];
  lost: number;
  before: Memory;
  with: Memory;
  loopDelayMs: { p50: number; p99: number; max: number };
  lateMs: number[];
  changeMs: number[];
  openAtEnd: number;
  closes: Record<string, number>;
}

const measure = async (name: string, serverFile: string): Promise<Result> => {
  const server = fork(here(serverFile), { execArgv: [...process.execArgv, '--expose-gc'] });
  const clients: ChildProcess[] = [];
  try {
    const ready = await next<ServerReport, 'ready'>(server, 'ready');
    const before = await ask(server, { type: 'memory' }, 'memory');
    for (let i = 0; i < CLIENT_PROCS; i++) clients.push(fork(here('./realtime-clients.ts')));
    const openStarted = performance.now();
    const opened = await Promise.all(
      clients.map((client, i) =>
        tell(
          client,
          {
            type: 'open',
            url: ready.url,
            tokens: ready.tokens.filter((_, t) => t % CLIENT_PROCS === i),
            concurrency: CONNECT_CONCURRENCY,
          },
          'opened',
        ),
      ),
    );
    const openSeconds = (performance.now() - openStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const withSockets = await ask(server, { type: 'memory' }, 'memory');
    const ran = await ask(server, { type: 'run', perSecond: RATE, seconds: SECONDS }, 'ran');
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
    const reports = await Promise.all(clients.map((client) => tell(client, { type: 'report' }, 'report')));

    const arrived = new Map<FrameKey, number>();
    const closes: Record<string, number> = {};
    for (const report of reports) {
      for (const [key, at] of report.received) if (!arrived.has(key)) arrived.set(key, at);
      for (const [code, n] of Object.entries(report.closes)) closes[code] = (closes[code] ?? 0) + n;
    }
    const start = Math.min(...ran.sent.map(([, due]) => due));
    const byWindow: number[][] = [];
    const latencies: number[] = [];
    const fromPublish: number[] = [];
    let lost = 0;
    for (const [key, due, published] of ran.sent) {
      const at = arrived.get(key);
      if (at === undefined) {
        lost += 1;
        continue;
      }
      latencies.push(at - due);
      fromPublish.push(at - published);
      (byWindow[Math.floor((due - start) / 1000 / WINDOW_S)] ??= []).push(at - due);
    }
    return {
      name,
      config: ready.config,
      opened: opened.reduce((sum, o) => sum + o.ok, 0),
      failed: opened.find((o) => o.failed > 0)?.firstError,
      openSeconds,
      latencies: latencies.sort((a, b) => a - b),
      fromPublish: fromPublish.sort((a, b) => a - b),
      windows: byWindow.map((w) =>
        percentile(
          w.sort((a, b) => a - b),
          99,
        ),
      ),
      lost,
      before,
      with: withSockets,
      loopDelayMs: ran.loopDelayMs,
      lateMs: ran.lateMs.sort((a, b) => a - b),
      changeMs: ran.changeMs.sort((a, b) => a - b),
      openAtEnd: ran.open,
      closes,
    };
  } finally {
    for (const client of clients) if (client.connected) client.send({ type: 'stop' } satisfies ClientCommand);
    await Promise.all(clients.map(exited));
    if (server.connected) server.send({ type: 'stop' } satisfies ServerCommand);
    await exited(server);
  }
};

const ms = (value: number): string => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const perSocket = (r: Result, field: keyof Memory): number => (r.with[field] - r.before[field]) / r.opened;

const print = (r: Result): void => {
  const l = r.latencies;
  console.log(
    `${r.name}: ${r.opened} sockets opened in ${r.openSeconds.toFixed(1)} s${r.failed ? ` (failures, first: ${r.failed})` : ''}; ` +
      `${l.length} frames, lost ${r.lost}; delivery p50 ${ms(percentile(l, 50))}, p99 ${ms(percentile(l, 99))}, ` +
      `max ${ms(l.at(-1) ?? NaN)}, over ${TARGET_P99_MS} ms: ${l.filter((x) => x > TARGET_P99_MS).length}; ` +
      `event-loop delay p99 ${ms(r.loopDelayMs.p99)}, max ${ms(r.loopDelayMs.max)}`,
  );
  console.log(
    `  memory per socket: RSS ${kB(perSocket(r, 'rss'))}, heap ${kB(perSocket(r, 'heapUsed'))} ` +
      `(RSS ${(r.before.rss / 1e6).toFixed(0)} → ${(r.with.rss / 1e6).toFixed(0)} MB); ` +
      `sockets open at the end ${r.openAtEnd}, client-side closes ${JSON.stringify(r.closes)}`,
  );
  const p = r.fromPublish;
  console.log(
    `  from the publish to the arrival: p50 ${ms(percentile(p, 50))}, p99 ${ms(percentile(p, 99))}, max ${ms(p.at(-1) ?? NaN)}; ` +
      `p99 per ${WINDOW_S} s window (from due): ${r.windows.map((w) => ms(w)).join(', ')}`,
  );
};

const main = async (): Promise<void> => {
  console.log(
    `realtime bench: ${SOCKETS} sockets from ${CLIENT_PROCS} client processes, ${RATE} balance changes/s for ${SECONDS} s, ` +
      `Node ${process.version}, latency from the change's due time to the frame's arrival`,
  );
  const bare = await measure('bare ws', './realtime-bare.ts');
  console.log(`  ${bare.config}`);
  print(bare);
  const app = await measure('app', './realtime-app.ts');
  console.log(`  ${app.config}`);
  print(app);
  const late = app.lateMs;
  const change = app.changeMs;
  console.log(
    `  app: a change started late by p50 ${ms(percentile(late, 50))}, p99 ${ms(percentile(late, 99))}, max ${ms(late.at(-1) ?? NaN)} ` +
      `(the server's event loop); its ledger transaction (call → COMMIT) took p50 ${ms(percentile(change, 50))}, ` +
      `p99 ${ms(percentile(change, 99))}, max ${ms(change.at(-1) ?? NaN)}`,
  );
  const p99 = percentile(app.latencies, 99);
  const memoryRatio = perSocket(app, 'rss') / perSocket(bare, 'rss');
  console.log(
    `ratio app ÷ bare ws: p50 ${(percentile(app.latencies, 50) / percentile(bare.latencies, 50)).toFixed(2)}, ` +
      `p99 ${(p99 / percentile(bare.latencies, 99)).toFixed(2)}, max ${((app.latencies.at(-1) ?? NaN) / (bare.latencies.at(-1) ?? NaN)).toFixed(2)}, ` +
      `from publish p99 ${(percentile(app.fromPublish, 99) / percentile(bare.fromPublish, 99)).toFixed(2)}, ` +
      `RSS per socket ${memoryRatio.toFixed(2)}, heap per socket ${(perSocket(app, 'heapUsed') / perSocket(bare, 'heapUsed')).toFixed(2)}`,
  );
  console.log(
    `targets: app p99 ${ms(p99)} < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'NOT met'}; ` +
      `RSS per socket ${memoryRatio.toFixed(2)} ≤ ${TARGET_MEMORY_RATIO} × bare: ${memoryRatio <= TARGET_MEMORY_RATIO ? 'met' : 'NOT met'}`,
  );
};

await main();
