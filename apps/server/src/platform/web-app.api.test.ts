import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../../test/raw-get.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { WEB_NOT_BUILT } from './web-app.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/x-abc123.js"></script></head><body><div id="root"></div></body></html>';

const ASSET = 'console.log("x");';

/** What the web build's precompress step leaves beside a text file. */
const writeWithCompressed = async (file: string, text: string): Promise<void> => {
  await fs.writeFile(file, text);
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(text));
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(text));
};

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await writeWithCompressed(path.join(dist, 'index.html'), INDEX);
  await writeWithCompressed(path.join(dist, 'assets', 'x-abc123.js'), ASSET);
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await fetch(`${t.url}/assets/x-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toBe(ASSET);
  });

  it('sends the precompressed asset the client accepts: brotli, else gzip, else the file itself', async () => {
    const url = `${t.url}/assets/x-abc123.js`;
    const br = await rawGet(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(ASSET);
    const gzip = await rawGet(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(ASSET);
    const identity = await rawGet(url);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(ASSET);
    for (const answer of [br, gzip, identity]) {
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sends index.html precompressed too, at / and for client-side routes, still no-cache', async () => {
    for (const route of ['/', '/main']) {
      const br = await rawGet(`${t.url}${route}`, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], route).toBe('br');
      expect(br.headers['content-type'], route).toMatch(/^text\/html/);
      expect(br.headers['cache-control'], route).toBe('no-cache');
      expect(zlib.brotliDecompressSync(br.body).toString(), route).toBe(INDEX);
      const gzip = await rawGet(`${t.url}${route}`, 'gzip');
      expect(gzip.headers['content-encoding'], route).toBe('gzip');
      const identity = await rawGet(`${t.url}${route}`);
      expect(identity.headers['content-encoding'], route).toBeUndefined();
      expect(identity.body.toString(), route).toBe(INDEX);
    }
  });

  it('serves index.html at / with no-cache', async () => {
    const res = await fetch(`${t.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe(INDEX);
  });

  it('serves other root files', async () => {
    const res = await fetch(`${t.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<svg');
  });

  it('falls back to index.html (200, HTML, no-cache) for client-side routes', async () => {
    for (const route of ['/main', '/lotto/gov/123', '/external/login?agent=2', '/deposit/']) {
      const res = await fetch(`${t.url}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type'), route).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('never falls back for API paths or missing hashed assets', async () => {
    for (const route of ['/api/unknown', '/poy-api/unknown', '/metrics/unknown']) {
      const res = await fetch(`${t.url}${route}`);
      expect(res.status, route).toBe(404);
      expect(res.headers.get('content-type'), route).toMatch(/^application\/json/);
    }
    const asset = await fetch(`${t.url}/assets/gone-000000.js`);
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).not.toMatch(/html/);
  });

  it('does not serve files outside the dist folder', async () => {
    const res = await fetch(`${t.url}/..%2f..%2fpackage.json`);
    expect(await res.text()).not.toContain('"name"');
  });
});

describe('with the prerendered landing', () => {
  const LANDING = INDEX.replace(
    '<div id="root"></div>',
    '<div id="root" data-prerendered="/"><h1>โชคดี</h1></div>',
  );
  let withLanding: string;
  let app: TestApp;
  beforeAll(async () => {
    withLanding = await fs.mkdtemp(path.join(os.tmpdir(), 'chokdee-dist-'));
    await writeWithCompressed(path.join(withLanding, 'index.html'), INDEX);
    await writeWithCompressed(path.join(withLanding, 'landing.html'), LANDING);
    app = await startTestApp({ env: { WEB_DIST_DIR: withLanding } });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(withLanding, { recursive: true, force: true });
  });

  const page = async (route: string, cookie?: string): Promise<string> => {
    const res = await fetch(`${app.url}${route}`, { headers: cookie ? { cookie } : {} });
    expect(res.status, route).toBe(200);
    expect(res.headers.get('cache-control'), route).toBe('no-cache');
    return res.text();
  };

  it('sends it for / to a visitor with no session whose language is Thai, precompressed too', async () => {
    expect(await page('/')).toBe(LANDING);
    expect(await page('/?ref=line', 'locale=th')).toBe(LANDING);
    const br = await rawGet(`${app.url}/`, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(LANDING);
  });

  it('sends index.html to a member, to another language and for every other page', async () => {
    expect(await page('/', 'csrfToken=abc')).toBe(INDEX);
    expect(await page('/', 'locale=en')).toBe(INDEX);
    expect(await page('/', 'locale=mm; csrfToken=abc')).toBe(INDEX);
    expect(await page('/main')).toBe(INDEX);
    expect(await page('/index.html')).toBe(INDEX);
  });
});

describe('without a web build', () => {
  it('answers pages with a one-line 503 telling to build, and the API still works', async () => {
    const bare = await startTestApp();
    try {
      const res = await fetch(`${bare.url}/main`);
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await res.text();
      expect(text).toBe(WEB_NOT_BUILT);
      expect(text).toContain('npm run build');
      expect((await fetch(`${bare.url}/api/health`)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
