import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { auditOf, signedIn, newMember } from '../../../test/admin-test-kit.ts';

const ANY_TEXT: unknown = expect.any(String);

let t: TestApp;
let boss: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  boss = await signedIn(t, 'Super Admin');
});
afterAll(async () => {
  await t.close();
});

// fetch cannot set Host, so the member site-details call goes through the same app in-process.
const siteDetails = async (host: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/site-details', headers: { host } });
  return {
    status: response.statusCode,
    body: response.json<{ data?: Record<string, unknown>; message?: string; code?: string }>(),
  };
};

describe('site.domains', () => {
  it('create / update / list / delete drive the site-details allow-list; each change audited', async () => {
    const created = await boss.client.post('/api/admin/site.domains.create', {
      domain: 'Chokdee.example',
      title: 'Chokdee',
      gaID: 'G-1',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      domain: 'chokdee.example',
      title: 'Chokdee',
      gaID: 'G-1',
      description: null,
    });
    expect(
      (await boss.client.post('/api/admin/site.domains.create', { domain: 'chokdee.example' })).status,
    ).toBe(409);
    expect((await boss.client.post('/api/admin/site.domains.create', { domain: 'bad domain!' })).status).toBe(
      400,
    );

    await boss.client.post('/api/admin/site.domains.update', {
      domain: 'chokdee.example',
      title: 'โชคดี',
      description: 'หวย',
      siteVerification: 'v1',
      gaID: 'G-2',
    });
    const listed = await boss.client.get('/api/admin/site.domains.list');
    expect(listed.body.data).toMatchObject([{ domain: 'chokdee.example', title: 'โชคดี', gaID: 'G-2' }]);

    // The list is now an allow-list: an unlisted host is refused by the member site-details.
    expect((await siteDetails('other.example')).body).toEqual({
      message: 'Not Allow Domain',
      code: 'NOT_ALLOWED_DOMAIN',
    });
    const details = await siteDetails('chokdee.example');
    expect(details.body.data, JSON.stringify(details.body)).toMatchObject({ title: 'โชคดี', gaID: 'G-2' });

    expect(
      (await boss.client.post('/api/admin/site.domains.delete', { domain: 'chokdee.example' })).status,
    ).toBe(200);
    expect(
      (await boss.client.post('/api/admin/site.domains.delete', { domain: 'chokdee.example' })).status,
    ).toBe(404);
    const audit = await auditOf(t, 'chokdee.example');
    expect(audit.map((a) => a.action)).toEqual([
      'site.domain.create',
      'site.domain.update',
      'site.domain.delete',
    ]);
    expect(audit[1]).toMatchObject({
      before: { title: 'Chokdee', gaID: 'G-1' },
      after: { title: 'โชคดี', gaID: 'G-2' },
    });
    expect(audit[2]).toMatchObject({ before: { domain: 'chokdee.example' }, after: null });
  });
});

describe('agents', () => {
  it('create / update / delete; agents-supports reads the support data; audited', async () => {
    const body = {
      id: 77,
      name: 'Agent 77',
      phoneNumber: '021234567',
      activeSupport: true,
      activePopup: false,
      urlSupport: 'https://line.me/ti/p/x',
    };
    expect((await boss.client.post('/api/admin/agents.create', body)).status).toBe(201);
    expect((await boss.client.post('/api/admin/agents.create', body)).status).toBe(409);
    expect(
      (await boss.client.post('/api/admin/agents.update', { ...body, urlSupport: 'ftp://x' })).status,
    ).toBe(400);
    const updated = await boss.client.post('/api/admin/agents.update', { ...body, phoneNumber: '029999999' });
    expect(updated.body.data).toMatchObject({ id: 77, phoneNumber: '029999999', activeSupport: true });
    expect(
      ((await boss.client.get('/api/admin/agents.list')).body.data as unknown as { id: number }[]).map(
        (a) => a.id,
      ),
    ).toContain(77);

    await newMember(t, { agentId: 77 });
    const support = await call(t, 'GET', '/api/agents-supports?agentId=77');
    expect(support.body.data).toMatchObject({
      phoneNumber: '029999999',
      activeSupport: true,
      urlSupport: 'https://line.me/ti/p/x',
    });
    expect((await boss.client.post('/api/admin/agents.delete', { id: 77 })).body).toMatchObject({
      code: 'AGENT_HAS_MEMBERS',
    });

    await boss.client.post('/api/admin/agents.create', { ...body, id: 78 });
    expect((await boss.client.post('/api/admin/agents.delete', { id: 78 })).status).toBe(200);
    expect((await auditOf(t, '77')).map((a) => a.action)).toEqual(['agent.create', 'agent.update']);
    expect((await auditOf(t, '78')).map((a) => a.action)).toEqual(['agent.create', 'agent.delete']);
  });
});

describe('maintenance mode', () => {
  it('on: member API → 503 MAINTENANCE, public flag says so, admin/health still work; off: back to normal', async () => {
    const member = await newMember(t);
    const on = await boss.client.post('/api/admin/site.maintenance.update', {
      enabled: true,
      message: 'ปิดปรับปรุง 02:00-04:00',
    });
    expect(on.body.data).toEqual({ enabled: true, message: 'ปิดปรับปรุง 02:00-04:00' });

    const blocked = await call(t, 'POST', '/api/users.auth', { token: member.token });
    expect(blocked.status).toBe(503);
    expect(blocked.body).toEqual({ message: 'ปิดปรับปรุง 02:00-04:00', code: 'MAINTENANCE' });
    // The default MAINTENANCE_RETRY_AFTER_SECONDS: the same wait in the header and the public answer.
    expect(blocked.headers.get('retry-after')).toBe('30');
    expect(
      (await call(t, 'POST', '/api/users.login', { body: { userName: 'x', password: 'y' } })).status,
    ).toBe(503);
    expect((await call(t, 'GET', '/api/site.maintenance')).body.data).toEqual({
      enabled: true,
      message: 'ปิดปรับปรุง 02:00-04:00',
      retryAfter: 30,
    });
    expect((await call(t, 'GET', '/api/health')).status).toBe(200);
    expect((await call(t, 'GET', '/api/health.ready')).status).toBe(200);
    expect((await boss.client.get(`/api/admin/members.one?uuid=${member.uuid}`)).status).toBe(200);

    await boss.client.post('/api/admin/site.maintenance.update', { enabled: false });
    expect((await call(t, 'POST', '/api/users.auth', { token: member.token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/site.maintenance')).body.data).toMatchObject({ enabled: false });
    expect((await auditOf(t, 'maintenance')).map((a) => [a.before, a.after])).toEqual([
      [
        { enabled: false, message: ANY_TEXT },
        { enabled: true, message: 'ปิดปรับปรุง 02:00-04:00' },
      ],
      [
        { enabled: true, message: 'ปิดปรับปรุง 02:00-04:00' },
        { enabled: false, message: ANY_TEXT },
      ],
    ]);
  });
});
