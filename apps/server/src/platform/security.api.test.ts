import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const directives = (csp: string | null): Map<string, string> =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0] ?? '', d.slice(d.indexOf(' ') + 1)]),
  );

describe('security headers', () => {
  it('sends the app CSP and forbids framing on ordinary pages and API answers', async () => {
    for (const path of ['/', '/main', '/api/health', '/api/nope']) {
      const res = await fetch(`${t.url}${path}`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src'), path).toBe("'self'");
      expect(csp.get('script-src'), path).toBe("'self'");
      expect(csp.get('style-src'), path).toBe("'self' 'unsafe-inline'");
      expect(csp.get('img-src'), path).toBe("'self' data: blob:");
      expect(csp.get('connect-src'), path).toBe("'self' ws: wss:");
      expect(csp.get('object-src'), path).toBe("'none'");
      expect(csp.get('frame-ancestors'), path).toBe("'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('lets /external/login be framed by partner sites', async () => {
    for (const path of ['/external/login', '/external/login?token=x']) {
      const res = await fetch(`${t.url}${path}`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), path).toBe('*');
      expect(csp.get('script-src'), path).toBe("'self'");
      expect(res.headers.get('x-frame-options'), path).toBeNull();
    }
  });
});
