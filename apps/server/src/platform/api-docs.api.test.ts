import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/api/docs', () => {
  it('serves the Swagger UI page with a CSP that lets it load its own files', async () => {
    const res = await fetch(`${t.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('swagger-ui');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Every script the page loads is served by the app itself.
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = new URL(src, `${t.url}/api/docs`);
      expect(url.origin).toBe(t.url);
      const script = await fetch(url);
      expect(script.status, src).toBe(200);
      // Read the body: an unread response keeps its connection busy and delays app.close().
      expect((await script.text()).length).toBeGreaterThan(0);
    }
  });

  it('serves the OpenAPI JSON listing /api/health', async () => {
    const res = await fetch(`${t.url}/api/docs/json`);
    expect(res.status).toBe(200);
    const spec = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain('/api/health');
    expect(Object.keys(spec.paths)).not.toContain('/metrics');
  });
});
