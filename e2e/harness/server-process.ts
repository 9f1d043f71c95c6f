/**
 * Starts the real server (`apps/server/src/server.ts`, exactly as `npm start` would) on a free port
 * over a PGlite directory that a seed has prepared, and stops it again. The web app must already
 * be built (global-setup builds it once).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { LocalCertificate } from '../../apps/server/test/local-certificate.ts';
import { databaseUrlOf } from './seed-database.ts';
import { trustingRequest } from './trusting-request.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const waitForHealth = async (
  url: string,
  server: ChildProcess,
  ca: string | undefined,
  timeoutMs = 90_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`server exited with ${server.exitCode} before it was healthy`);
    try {
      const response = await trustingRequest(`${url}/api/health.ready`, { ca });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
};

export interface ServerProcess {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * `tls`: the server answers HTTPS itself with this certificate (HTTP/2 first, as members reach the
 * site in production), and `baseUrl` is an https URL.
 */
export async function startServer(dataDir: string, tls?: LocalCertificate): Promise<ServerProcess> {
  const port = await freePort();
  // The demo's LINE stand-in (a local OpenID provider) would take port 3001; a free one avoids clashes.
  const lineStandInPort = await freePort();
  // Likewise the demo's Chokdee Games child (3002): each test server launches its own games.
  const gamesPort = await freePort();
  const baseUrl = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrlOf(dataDir) ? { DATABASE_URL: databaseUrlOf(dataDir) } : {}),
      DEMO: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      LINE_STANDIN_PORT: String(lineStandInPort),
      CHOKDEE_GAMES_PORT: String(gamesPort),
      // Every spec logs in and signs up from 127.0.0.1: keep the per-IP limits out of the way.
      RATE_LIMIT_LOGIN_PER_MIN: '1000',
      RATE_LIMIT_SIGNUP_PER_10MIN: '1000',
      RATE_LIMIT_LINE_LOGIN_PER_MIN: '1000',
      RATE_LIMIT_FORGOT_PIN_PER_MIN: '1000',
      // The web app asks whether maintenance is over this often (maintenance.spec.ts waits on it).
      MAINTENANCE_RETRY_AFTER_SECONDS: '1',
      ...(tls ? { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, server, tls?.cert);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return {
    baseUrl,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}
