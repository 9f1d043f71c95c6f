import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';

describe('graceful close', () => {
  it('lets an in-flight request finish, then refuses new connections', async () => {
    let markStarted: () => void = () => undefined;
    let release: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = await startTestApp({
      setup: (app) => {
        app.get('/api/test/slow', async () => {
          markStarted();
          await gate;
          return { data: 'done' };
        });
      },
    });

    const inFlight = fetch(`${t.url}/api/test/slow`);
    await started;
    const closing = t.close();
    // close() must wait for the running request instead of cutting it off.
    setTimeout(release, 200);
    const res = await inFlight;
    expect(res.headers.get('connection')).toBe('close');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: 'done' });
    await closing;
    await expect(fetch(`${t.url}/api/health`)).rejects.toThrow();
  });
});
