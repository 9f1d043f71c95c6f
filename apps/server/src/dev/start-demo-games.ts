import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Config } from '../config.ts';

export interface DemoGames {
  child?: ChildProcess;
  /** One line for the log once the logger exists (server.ts logs it after building the app). */
  notice?: { level: 'info' | 'warn'; message: string };
  stop(): Promise<void>;
}

const GAMES_MAIN = fileURLToPath(new URL('../../../games/src/main.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** CHOKDEE_GAMES_PORT, the port the launch URL points at in demo mode (default 3002). */
export const demoGamesPort = (env: NodeJS.ProcessEnv): number =>
  z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3002)
    .parse(env.CHOKDEE_GAMES_PORT || undefined);

const portFree = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });

/**
 * Demo mode: runs the Chokdee Games provider (apps/games) as a child process, as a real provider
 * runs beside the site: it calls the site's seamless wallet hooks at SITE_URL, signed with the
 * secret this server checks (HOOK_SECRET), and lets the site's pages frame its game screens.
 * A busy port only costs the demo its games (the launch URL answers nothing), not the server.
 */
export const startDemoGames = async (
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<DemoGames> => {
  const none: DemoGames = { stop: async () => {} };
  if (!config.demo || config.isProduction) return none;
  const port = demoGamesPort(env);
  if (port !== 0 && !(await portFree(port, config.host))) {
    return {
      ...none,
      notice: { level: 'warn', message: `Chokdee Games not started (port ${port} is busy); games are off` },
    };
  }
  const siteHost = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const child = spawn(process.execPath, ['--import', 'tsx', GAMES_MAIN], {
    cwd: REPO_ROOT,
    // The IPC channel closes when this process ends in any way (SIGKILL included): the child then stops.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      PATH: env.PATH,
      NODE_ENV: config.nodeEnv,
      LOG_LEVEL: config.logLevel,
      CHOKDEE_GAMES_PORT: String(port),
      CHOKDEE_GAMES_HOST: config.host,
      SITE_URL: `http://${siteHost}:${config.port}`,
      SITE_ORIGIN: config.publicOrigin ?? `http://localhost:${config.port} http://127.0.0.1:${config.port}`,
      CHOKDEE_GAMES_SECRET: config.hookSecret,
    },
  });
  // The games stop with the server, however it ends.
  const kill = () => child.kill('SIGTERM');
  process.once('exit', kill);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    notice: {
      level: 'info',
      message: `Chokdee Games (demo provider) starting at http://${siteHost}:${port}`,
    },
    async stop() {
      process.off('exit', kill);
      if (child.exitCode === null && child.signalCode === null) kill();
      await exited;
    },
  };
};
