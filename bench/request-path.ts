/**
 * The per-request work of the hot member routes: `GET /api/cashs` with a member token and
 * `GET /api/health`, served by the real app (buildApp) on a scratch PostgreSQL database and on
 * PGlite, each against a bare Fastify route answering the same JSON body, in the same run.
 * Every server is its own process (bench/request-path-server.ts) and the load comes from
 * autocannon in another one, so the client's CPU is not counted against the server.
 *
 * Prints, per engine and route: req/s and its ratio to the bare route (measured just before and
 * just after the engine's routes, mean of the two), and the server's CPU ms per request (its
 * /proc utime + stime; for PostgreSQL also the backends' CPU, shown apart).
 *
 *   npx tsx bench/request-path.ts     (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npx tsx bench/request-path.ts
 *   BENCH_ENGINES=pglite ...          (only these engines: postgres,pglite)
 *   BENCH_CPU_PROF=/tmp/prof ...      (the app servers run with node --cpu-prof into that folder)
 *
 * It creates the scratch database chokdee_bench_path_<pid> and drops it at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { ServerReady } from './request-path-server.ts';
import { admin, urlOf } from './scratch-db.ts';
import { cpuMsOf } from './timing.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const CPU_PROF = process.env.BENCH_CPU_PROF;
const WARMUP_SECONDS = 2;
const TARGETS: Record<string, Record<string, number>> = {
  postgres: { '/api/cashs': 0.3, '/api/health': 0.5 },
  pglite: { '/api/cashs': 0.15, '/api/health': 0.5 },
};
const scratch = `chokdee_bench_path_${process.pid}`;
// What /api/cashs answers for the bench member (123,456 satang); the bare route answers the same.
const CASHS_BODY = '{"data":{"money":1234.56}}';
const serverScript = fileURLToPath(new URL('./request-path-server.ts', import.meta.url));
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface Server {
  child: ChildProcess;
  ready: ServerReady;
}

const startServer = (env: Record<string, string>, nodeArgs: string[] = []): Promise<Server> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', serverScript], {
      env: { ...process.env, ...env },
      // The app's request log goes nowhere, but is still written (its cost is part of the figure).
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (ready) => resolve({ child, ready: ready as ServerReady }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });

const stopServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    // SIGINT lets node write the --cpu-prof file.
    server.child.kill('SIGINT');
  });

interface Load {
  requests: number;
  perSecond: number;
  non2xx: number;
  errors: number;
  p99Ms: number;
}

const load = (url: string, seconds: number, headers: Record<string, string> = {}): Promise<Load> =>
  new Promise((resolve, reject) => {
    const args = [autocannonCli, '-j', '-c', String(CONNECTIONS), '-d', String(seconds)];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
    const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => {
      try {
        const result = JSON.parse(out) as {
          requests: { total: number; average: number };
          non2xx: number;
          errors: number;
          duration: number;
          latency: { p99: number };
        };
        resolve({
          requests: result.requests.total,
          perSecond: result.requests.total / result.duration,
          non2xx: result.non2xx,
          errors: result.errors,
          p99Ms: result.latency.p99,
        });
      } catch (error) {
        reject(new Error(`autocannon gave no result: ${String(error)} ${out.slice(0, 200)}`));
      }
    });
  });

interface Measured extends Load {
  cpuMsPerRequest: number;
  dbCpuMsPerRequest: number | undefined;
}

/** Backends of the scratch database (the app's pool), whose CPU is shown beside the server's. */
const backendPids = async (databaseUrl: string | undefined): Promise<number[]> => {
  if (!databaseUrl) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
};

const measure = async (
  server: Server,
  path: string,
  headers: Record<string, string>,
  databaseUrl?: string,
): Promise<Measured> => {
  const url = `${server.ready.url}${path}`;
  // Opens every pooled connection and warms the JIT before the figures start.
  await load(url, WARMUP_SECONDS, headers);
  const backends = await backendPids(databaseUrl);
  const pid = server.child.pid!;
  const [cpuBefore, dbBefore] = [cpuMsOf([pid]), cpuMsOf(backends)];
  const result = await load(url, SECONDS, headers);
  const [cpuAfter, dbAfter] = [cpuMsOf([pid]), cpuMsOf(backends)];
  const perRequest = (before?: number, after?: number) =>
    before === undefined || after === undefined ? undefined : (after - before) / result.requests;
  return {
    ...result,
    cpuMsPerRequest: perRequest(cpuBefore, cpuAfter) ?? NaN,
    dbCpuMsPerRequest: backends.length > 0 ? perRequest(dbBefore, dbAfter) : undefined,
  };
};

/** The answer's status line and headers in bytes, as sent, and its body. */
const answerOf = (
  url: string,
  headers: Record<string, string>,
): Promise<{ headerBytes: number; body: string }> =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
          resolve({ headerBytes: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`), body });
        });
      })
      .on('error', reject);
  });

const fixed = (value: number | undefined, digits: number): string =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);

const runEngine = async (engine: string, bare: Server): Promise<void> => {
  const databaseUrl = engine === 'postgres' ? urlOf(scratch) : undefined;
  const app = await startServer(
    { BENCH_SERVER: 'app', DATABASE_URL: databaseUrl ?? '' },
    CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF] : [],
  );
  try {
    const auth = { authorization: `Bearer ${app.ready.token}` };
    const cashs = await answerOf(`${app.ready.url}/api/cashs`, auth);
    if (cashs.body !== CASHS_BODY) throw new Error(`/api/cashs answered ${cashs.body}, not ${CASHS_BODY}`);
    const sizes = {
      '/api/cashs': cashs.headerBytes,
      '/api/health': (await answerOf(`${app.ready.url}/api/health`, {})).headerBytes,
      '/bare': (await answerOf(`${bare.ready.url}/bare`, {})).headerBytes,
    };
    const bareBefore = await measure(bare, '/bare', {});
    const routes: Array<[string, Measured]> = [
      ['/api/cashs', await measure(app, '/api/cashs', auth, databaseUrl)],
      ['/api/health', await measure(app, '/api/health', {}, databaseUrl)],
    ];
    const bareAfter = await measure(bare, '/bare', {});
    const bareRate = (bareBefore.perSecond + bareAfter.perSecond) / 2;
    const bareCpu = (bareBefore.cpuMsPerRequest + bareAfter.cpuMsPerRequest) / 2;
    console.log(`\n${engine}: ${CONNECTIONS} connections, ${SECONDS} s per run`);
    console.log(
      `  bare Fastify        ${bareBefore.perSecond.toFixed(0)} / ${bareAfter.perSecond.toFixed(0)} req/s` +
        ` (before / after), ${fixed(bareCpu, 3)} ms CPU per request, headers ${sizes['/bare']} B`,
    );
    for (const [path, m] of routes) {
      const ratio = m.perSecond / bareRate;
      const target = TARGETS[engine]?.[path] ?? 0;
      const failures = m.non2xx + m.errors > 0 ? `  (${m.non2xx} non-2xx, ${m.errors} errors!)` : '';
      console.log(
        `  ${path.padEnd(18)}  ${m.perSecond.toFixed(0).padStart(6)} req/s  ratio ${ratio.toFixed(2)}` +
          ` (target ≥ ${target}: ${ratio >= target ? 'met' : 'NOT met'}),` +
          ` p99 ${m.p99Ms} ms, server CPU ${fixed(m.cpuMsPerRequest, 3)} ms/request` +
          ` (${fixed(bareCpu / m.cpuMsPerRequest, 2)} of bare's)` +
          (m.dbCpuMsPerRequest === undefined ? '' : `, PostgreSQL ${fixed(m.dbCpuMsPerRequest, 3)} ms`) +
          `, headers ${sizes[path as keyof typeof sizes]} B` +
          failures,
      );
    }
  } finally {
    await stopServer(app);
  }
};

const main = async (): Promise<void> => {
  const usesPostgres = ENGINES.includes('postgres');
  if (usesPostgres) {
    await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${scratch}`);
  }
  // The bare route answers exactly what /api/cashs answers for the bench member.
  const bare = await startServer({ BENCH_SERVER: 'bare', BARE_BODY: CASHS_BODY });
  try {
    for (const engine of ENGINES) await runEngine(engine, bare);
  } finally {
    await stopServer(bare);
    if (usesPostgres) await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
};

await main();
