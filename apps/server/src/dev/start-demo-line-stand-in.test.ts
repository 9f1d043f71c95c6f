import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO_LINE_CLIENT_ID, startDemoLineStandIn } from './start-demo-line-stand-in.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chokdee-demo-line-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: 'd', ...env }, dir);

describe('startDemoLineStandIn', () => {
  it('in demo mode without LINE variables starts the local provider and points the client at it', async () => {
    const demo = await startDemoLineStandIn(config({ DEMO: '1', LINE_STANDIN_PORT: '0' }));
    try {
      expect(demo.config.line).toMatchObject({ issuer: demo.standIn?.issuer, clientId: DEMO_LINE_CLIENT_ID });
      const discovery = await fetch(`${demo.standIn?.issuer}/.well-known/openid-configuration`);
      expect(((await discovery.json()) as { issuer: string }).issuer).toBe(demo.standIn?.issuer);
      expect(demo.notice?.level).toBe('info');
    } finally {
      await demo.standIn?.close();
    }
  });

  it('starts nothing with real LINE variables or outside demo mode', async () => {
    const line = {
      LINE_ISSUER: 'https://access.line.me',
      LINE_CLIENT_ID: '1650000000',
      LINE_CLIENT_SECRET: 's',
    };
    const withLine = await startDemoLineStandIn(config({ DEMO: '1', ...line }));
    expect(withLine.standIn).toBeUndefined();
    expect(withLine.config.line?.issuer).toBe('https://access.line.me');
    expect((await startDemoLineStandIn(config({ DEMO: '0' }))).standIn).toBeUndefined();
  });

  it('on a busy port leaves LINE off with a warning instead of failing the start', async () => {
    const blocker = http.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = blocker.address() as AddressInfo;
      const demo = await startDemoLineStandIn(config({ DEMO: '1', LINE_STANDIN_PORT: String(port) }));
      expect(demo.standIn).toBeUndefined();
      expect(demo.config.line).toBeUndefined();
      expect(demo.notice?.level).toBe('warn');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
