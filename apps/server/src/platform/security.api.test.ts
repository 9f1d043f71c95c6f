import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  // A built web app, so pages answer its index.html.
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><html><body></body></html>');
  await fs.writeFile(path.join(dist, 'assets', 'x-abc123.js'), 'console.log("x");');
  await fs.writeFile(path.join(dist, 'assets', 'x-abc123.css'), 'body{margin:0}');
  await fs.writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await fs.writeFile(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

/** The answer read to its end, so the client hands its connection back before the server closes. */
const answerTo = async (path: string): Promise<Response> => {
  const res = await fetch(`${t.url}${path}`);
  await res.arrayBuffer();
  return res;
};

const directives = (csp: string | null): Map<string, string> =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0] ?? '', d.slice(d.indexOf(' ') + 1)]),
  );

describe('security headers', () => {
  it('sends the app CSP, forbids framing and sends the document headers on pages, workers and SVG', async () => {
    for (const path of ['/', '/main', '/sw.js', '/logo.svg']) {
      const res = await answerTo(path);
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
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
  });

  it('sends the web app’s scripts and styles only what applies to a subresource', async () => {
    for (const path of ['/assets/x-abc123.js', '/assets/x-abc123.css']) {
      const res = await answerTo(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      // A browser applies these to documents and workers only.
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      expect(res.headers.get('x-frame-options'), path).toBeNull();
      expect(res.headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
  });

  it('sends JSON answers only what applies to them: no sniffing, no other origin, nothing loaded, no framing', async () => {
    for (const path of ['/api/health', '/api/nope', '/api/cashs']) {
      const res = await answerTo(path);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('default-src'), path).toBe("'none'");
      expect(csp.get('frame-ancestors'), path).toBe("'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      // Document-only headers stay off.
      expect(res.headers.get('referrer-policy'), path).toBeNull();
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('lets /external/login be framed by partner sites', async () => {
    for (const path of ['/external/login', '/external/login?token=x']) {
      const res = await answerTo(path);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), path).toBe('*');
      expect(csp.get('script-src'), path).toBe("'self'");
      expect(res.headers.get('x-frame-options'), path).toBeNull();
    }
  });
});
