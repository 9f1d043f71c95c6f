import { describe, expect, it } from 'vitest';
import { heldRoute } from '../../test/held-route.ts';
import { startTestApp } from '../../test/test-app.ts';

describe('graceful close', () => {
  it('lets an in-flight request finish, then refuses new connections', async () => {
    const slow = heldRoute('/api/test/slow');
    const t = await startTestApp({ setup: slow.register });
    const inFlight = fetch(`${t.url}/api/test/slow`);
    await slow.started;
    const closing = t.close();
    // close() must wait for the running request instead of cutting it off.
    setTimeout(slow.release, 200);
    const res = await inFlight;
    expect(res.headers.get('connection')).toBe('close');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: 'done' });
    await closing;
    await expect(fetch(`${t.url}/api/health`)).rejects.toThrow();
  });
});
