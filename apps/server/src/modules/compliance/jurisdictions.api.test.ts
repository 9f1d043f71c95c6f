import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { call } from '../members/test-kit.ts';

// Visitors from outside the licensed countries get 451 (docs/compliance.md); the client address
// comes from X-Forwarded-For only when the connecting proxy is trusted (TRUST_PROXY).
const THAI = '49.228.0.1';
const AMERICAN = '8.8.8.8';

let direct: TestApp;
let proxied: TestApp;
let directStaff: StaffClient;
let proxiedStaff: StaffClient;
beforeAll(async () => {
  direct = await startTestApp();
  proxied = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  directStaff = (await signedIn(direct, 'Super Admin')).client;
  proxiedStaff = (await signedIn(proxied, 'Super Admin')).client;
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const from = (t: TestApp, forwardedFor: string, path = '/api/site.maintenance') =>
  call(t, 'GET', path, { headers: { 'x-forwarded-for': forwardedFor } });
/** The status alone, for pages and files (not JSON). */
const statusFrom = async (t: TestApp, forwardedFor: string, path: string) =>
  (await fetch(`${t.url}${path}`, { headers: { 'x-forwarded-for': forwardedFor } })).status;
const serveOnly = (staff: StaffClient, lists: { countries: string[]; allowedRanges: string[] }, via = THAI) =>
  staff.request('POST', '/api/admin/site.jurisdictions.update', lists, { 'x-forwarded-for': via });

describe('jurisdictions', () => {
  it('with no list configured, nobody is turned away', async () => {
    expect((await from(proxied, AMERICAN)).status).toBe(200);
  });

  it('behind a trusted proxy: the forwarded address decides; a forged leftmost entry does not', async () => {
    const saved = await serveOnly(proxiedStaff, { countries: ['TH'], allowedRanges: [] });
    expect(saved.body.data).toEqual({ countries: ['TH'], allowedRanges: [] });
    expect((await from(proxied, THAI)).status).toBe(200);
    const refused = await from(proxied, AMERICAN);
    expect([refused.status, refused.body.code]).toEqual([451, 'JURISDICTION']);
    // The visitor wrote the Thai address; the trusted proxy appended the real one.
    expect((await from(proxied, `${THAI}, ${AMERICAN}`)).status).toBe(451);
    // Pages too (the app's document, which explains it), but not its static files or health.
    expect(await statusFrom(proxied, AMERICAN, '/main')).toBe(451);
    expect(await statusFrom(proxied, AMERICAN, '/api/health')).toBe(200);
    expect(await statusFrom(proxied, AMERICAN, '/assets/none.js')).not.toBe(451);
    expect(await statusFrom(proxied, AMERICAN, '/api/hooks/bank-statement')).not.toBe(451);

    // The operator's office range is always let in.
    await serveOnly(proxiedStaff, { countries: ['TH'], allowedRanges: ['8.8.8.0/24'] });
    expect((await from(proxied, AMERICAN)).status).toBe(200);
    const audited = (await auditOf(proxied, 'jurisdictions')).map((row) => row.action);
    expect(audited).toEqual(['site.jurisdictions.update', 'site.jurisdictions.update']);
    await serveOnly(proxiedStaff, { countries: [], allowedRanges: [] });
  });

  it('without a trusted proxy, X-Forwarded-For is ignored: the connecting address (no country) is refused', async () => {
    await serveOnly(directStaff, { countries: ['TH'], allowedRanges: [] });
    expect((await from(direct, THAI)).status).toBe(451);
    // Staff locked out the same way, until their own range is allowed (only from the database now).
    expect((await directStaff.get('/api/admin/site.jurisdictions')).status).toBe(451);
  });

  it('refuses malformed countries and ranges and changes nothing', async () => {
    for (const lists of [
      { countries: ['th'], allowedRanges: [] },
      { countries: ['TH'], allowedRanges: ['10.0.0.0'] },
      { countries: ['TH'], allowedRanges: ['300.1.1.1/8'] },
    ])
      expect((await serveOnly(proxiedStaff, lists)).status).toBe(400);
    expect(
      (
        await proxiedStaff.request('GET', '/api/admin/site.jurisdictions', undefined, {
          'x-forwarded-for': THAI,
        })
      ).body.data,
    ).toEqual({
      countries: [],
      allowedRanges: [],
    });
  });
});
