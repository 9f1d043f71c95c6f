import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok when the database answers select 1', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { status: 'ok', db: 'ok' } });
  });

  it('answers 503 in the contract shape when the database is gone', async () => {
    const other = await startTestApp();
    try {
      await other.connection.close();
      const res = await fetch(`${other.url}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        message: 'Service unavailable: the database does not answer.',
        code: 'DATABASE_UNAVAILABLE',
      });
    } finally {
      // Closing the connection again (inside close) is a no-op, so the database is still dropped.
      await other.close();
    }
  });
});
