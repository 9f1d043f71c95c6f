import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../../test/raw-get.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { COMPRESS_THRESHOLD_BYTES } from './compression.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

// The OpenAPI document is a large JSON answer of a real route; health is a small one.
const LARGE = '/api/docs/json';
const SMALL = '/api/health';

describe('compression of dynamic answers', () => {
  it('compresses a large JSON answer with brotli when the client takes it, gzip when only that', async () => {
    const plain = await rawGet(`${t.url}${LARGE}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await rawGet(`${t.url}${LARGE}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gzip = await rawGet(`${t.url}${LARGE}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });

  it('sends a small JSON answer as it is, whatever the client accepts', async () => {
    const small = await rawGet(`${t.url}${SMALL}`, 'gzip, deflate, br');
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty('data');
  });
});
