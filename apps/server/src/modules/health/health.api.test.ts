import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health (liveness) and /api/health.ready (readiness)', () => {
  it('both answer ok while the database answers select 1', async () => {
    const live = await fetch(`${t.url}/api/health`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ data: { status: 'ok' } });
    const ready = await fetch(`${t.url}/api/health.ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ data: { status: 'ok', db: 'ok' } });
  });

  it('when the database is gone: readiness answers 503 in the contract shape, liveness still ok', async () => {
    const other = await startTestApp();
    try {
      await other.connection.close();
      const ready = await fetch(`${other.url}/api/health.ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        message: 'Service unavailable: the database does not answer.',
        code: 'DATABASE_UNAVAILABLE',
      });
      const live = await fetch(`${other.url}/api/health`);
      expect(live.status).toBe(200);
    } finally {
      // Closing the connection again (inside close) is a no-op, so the database is still dropped.
      await other.close();
    }
  });
});
