import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { agents, siteDomains } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

type Body = { data?: Record<string, unknown>; message?: string; code?: string };
const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
  const response = await fetch(`${t.url}${path}`, { method, headers });
  return { status: response.status, body: (await response.json()) as Body };
};
// fetch does not let a caller set Host, so the Host cases go through the same app in-process.
const withHost = async (host: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/site-details', headers: { host } });
  return { status: response.statusCode, body: response.json<Body>() };
};

describe('agents-supports', () => {
  it('no agents at all → nothing active', async () => {
    expect((await get('/api/agents-supports')).body.data).toEqual({
      phoneNumber: null,
      activePopup: false,
      activeSupport: false,
      urlBailek: null,
      urlPopup: null,
      urlSupport: null,
    });
  });

  it('GET and POST answer agent 2 by default, ?agentId= picks another, an unknown one falls back to 2', async () => {
    await t.db.insert(agents).values([
      {
        id: 2,
        name: 'Centre',
        phoneNumber: '021111111',
        activeSupport: true,
        urlSupport: 'https://c.example/s',
      },
      { id: 9, name: 'Nine', phoneNumber: '029999999', activePopup: true, urlBailek: 'https://n.example/b' },
    ]);
    expect((await get('/api/agents-supports')).body.data).toMatchObject({
      phoneNumber: '021111111',
      activeSupport: true,
      urlSupport: 'https://c.example/s',
    });
    expect((await get('/api/agents-supports', {}, 'POST')).body.data).toMatchObject({
      phoneNumber: '021111111',
    });
    expect((await get('/api/agents-supports?agentId=9')).body.data).toMatchObject({
      phoneNumber: '029999999',
      activePopup: true,
      urlBailek: 'https://n.example/b',
    });
    expect((await get('/api/agents-supports?agentId=404')).body.data).toMatchObject({
      phoneNumber: '021111111',
    });
    expect((await get('/api/agents-supports?agentId=abc')).status).toBe(400);
  });
});

describe('site-details', () => {
  it('with no domains configured, any host gets the defaults', async () => {
    const result = await withHost('anything.example:8080');
    expect((await get('/api/site-details')).body).toEqual(result.body);
    expect(result.body).toEqual({
      data: { title: 'Chokdee', description: 'Chokdee online lottery', siteVerification: '', gaID: '' },
    });
  });

  it('with an allow-list: a listed host (any port, any case) gets its row; an unlisted one → 404 Not Allow Domain', async () => {
    await t.db.insert(siteDomains).values([
      {
        domain: 'chokdee.example',
        title: 'Chokdee Lotto',
        description: 'd',
        siteVerification: 'sv-1',
        gaId: 'G-123',
      },
      { domain: 'bare.example' },
    ]);
    expect((await withHost('Chokdee.Example:3000')).body.data).toEqual({
      title: 'Chokdee Lotto',
      description: 'd',
      siteVerification: 'sv-1',
      gaID: 'G-123',
    });
    expect((await withHost('bare.example')).body.data).toMatchObject({ title: 'Chokdee', gaID: '' });
    const refused = await withHost('evil.example');
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Not Allow Domain', code: 'NOT_ALLOWED_DOMAIN' });
  });
});
