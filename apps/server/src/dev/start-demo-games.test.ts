import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { startDemoGames } from './start-demo-games.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chokdee-demo-games-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: 'd', HOST: '127.0.0.1', PORT: '3999', LOG_LEVEL: 'silent', ...env }, dir);

const freePort = async () => {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

describe('startDemoGames', () => {
  it('in demo mode runs the provider as a child process framed by the site, and stops it', async () => {
    const port = await freePort();
    const games = await startDemoGames(config({ DEMO: '1' }), {
      PATH: process.env.PATH,
      CHOKDEE_GAMES_PORT: String(port),
    });
    try {
      expect(games.notice?.level).toBe('info');
      const base = `http://127.0.0.1:${port}`;
      await vi.waitFor(async () => expect((await fetch(`${base}/health`)).ok).toBe(true), {
        timeout: 30_000,
        interval: 200,
      });
      const page = await fetch(`${base}/play/no-such-game`);
      expect(page.status).toBe(404);
      expect(page.headers.get('content-security-policy')).toContain(
        'frame-ancestors http://localhost:3999 http://127.0.0.1:3999',
      );
    } finally {
      await games.stop();
    }
    expect(games.child?.exitCode ?? games.child?.signalCode).not.toBeNull();
  }, 40_000);

  it('the child stops by itself when the site’s process is gone (its IPC channel closed)', async () => {
    const port = await freePort();
    const games = await startDemoGames(config({ DEMO: '1' }), {
      PATH: process.env.PATH,
      CHOKDEE_GAMES_PORT: String(port),
    });
    const child = games.child!;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await vi.waitFor(async () => expect((await fetch(`http://127.0.0.1:${port}/health`)).ok).toBe(true), {
      timeout: 30_000,
      interval: 200,
    });
    child.disconnect();
    await exited;
    expect(child.exitCode).toBe(0);
    await games.stop();
  }, 40_000);

  it('starts nothing outside demo mode', async () => {
    const games = await startDemoGames(config({ DEMO: '0' }), {});
    expect(games.child).toBeUndefined();
    await games.stop();
  });

  it('on a busy port leaves the games off with a warning instead of failing the start', async () => {
    const blocker = http.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = blocker.address() as AddressInfo;
      const games = await startDemoGames(config({ DEMO: '1' }), { CHOKDEE_GAMES_PORT: String(port) });
      expect(games.child).toBeUndefined();
      expect(games.notice?.level).toBe('warn');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
