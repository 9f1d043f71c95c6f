import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/metrics', () => {
  it('answers Prometheus text with default metrics and request durations by route pattern', async () => {
    await fetch(`${t.url}/api/health`);
    await fetch(`${t.url}/api/unknown-123`);
    const res = await fetch(`${t.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\(unmatched\)",status_code="404"\} 1/,
    );
    expect(text).not.toContain('unknown-123');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('keeps a separate registry per app, so two apps in one process both work', async () => {
    const other = await startTestApp();
    try {
      const res = await fetch(`${other.url}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).not.toContain('route="/api/health"');
    } finally {
      await other.close();
    }
  });
});
