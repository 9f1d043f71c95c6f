import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let withOrigin: TestApp;

beforeAll(async () => {
  [t, withOrigin] = await Promise.all([
    startTestApp(),
    startTestApp({ env: { PUBLIC_ORIGIN: 'https://chokdee.example/ignored-path' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), withOrigin.close()]);
});

describe('robots.txt', () => {
  it('is a robots file (not the app page) keeping crawlers out of the back office and the APIs', async () => {
    const res = await fetch(`${t.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/admin', '/api/', '/poy-api/']) expect(lines).toContain(`Disallow: ${path}`);
    // Member pages only redirect a guest; blocking them would mark them not indexable.
    expect(lines.filter((line) => /^Disallow: \/(main|lotto|results|register)?$/.test(line))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${t.url}/sitemap.xml`);
  });

  it('names the sitemap at PUBLIC_ORIGIN when it is set', async () => {
    const text = await (await fetch(`${withOrigin.url}/robots.txt`)).text();
    expect(text.split('\n')).toContain('Sitemap: https://chokdee.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it("lists the public member pages with absolute URLs at the request's origin", async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const text = await res.text();
    expect(text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([`${t.url}/`, `${t.url}/register`, `${t.url}/results`]);
  });

  it('uses PUBLIC_ORIGIN when it is set', async () => {
    const text = await (await fetch(`${withOrigin.url}/sitemap.xml`)).text();
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://chokdee.example/',
      'https://chokdee.example/register',
      'https://chokdee.example/results',
    ]);
  });
});
