import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { agents, devices, members } from '../../db/schema/index.ts';
import { credit } from '../wallet/test-kit.ts';
import { ADULT_BIRTH_DATE, call, MEMBER_TEST_ENV, signUp } from './test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  await t.db.insert(agents).values([
    {
      id: 2,
      name: 'Centre',
      phoneNumber: '021111111',
      activeSupport: true,
      activePopup: false,
      urlSupport: 'https://centre.example/support',
    },
    {
      id: 8,
      name: 'Eight',
      phoneNumber: '028888888',
      activeSupport: false,
      activePopup: true,
      urlPopup: 'https://eight.example/popup',
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('users-infos', () => {
  it("answers the caller's userInfo with their agent's support data; balances 0", async () => {
    const { token, userName, phoneNumber } = await signUp(t, { agentId: 8 });
    const result = await call(t, 'GET', '/api/users-infos', { token });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      level: 0,
      lineId: null,
      userName,
      name: null,
      email: null,
      avatar: null,
      phoneNumber,
      lineUid: null,
      hasPin: true,
      birthDate: ADULT_BIRTH_DATE,
      cash: 0,
      afCash: 0,
      loyaltyPoint: 0,
      supportData: {
        activePopup: true,
        activeSupport: false,
        officePhoneNumber: '028888888',
        urlBailek: null,
        urlPopup: 'https://eight.example/popup',
        urlSupport: null,
      },
    });
  });

  it('balances come from the wallet ledger, in baht', async () => {
    const { token, userName } = await signUp(t);
    const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.userName, userName));
    await credit(t.db, row?.id ?? 0n, 12_345n);
    await credit(t.db, row?.id ?? 0n, 250n, {
      kind: 'AF_CASH',
      house: 'HOUSE_AFFILIATE_COMMISSIONS',
      type: 'AF_COMMISSION',
    });
    const result = await call(t, 'GET', '/api/users-infos', { token });
    expect(result.body.data).toMatchObject({ cash: 123.45, afCash: 2.5, loyaltyPoint: 0 });
  });

  it('a member of an unknown agent gets the centre agent support data', async () => {
    const { token } = await signUp(t, { agentId: 77 });
    const result = await call(t, 'GET', '/api/users-infos', { token });
    expect(result.body.data?.supportData).toMatchObject({
      activeSupport: true,
      officePhoneNumber: '021111111',
    });
  });

  it('answers only the caller: two members each see themselves; query parameters change nothing', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    expect((await call(t, 'GET', '/api/users-infos', { token: a.token })).body.data?.userName).toBe(
      a.userName,
    );
    expect(
      (await call(t, 'GET', `/api/users-infos?uuid=${b.uuid}&userName=${b.userName}`, { token: a.token }))
        .body.data?.userName,
    ).toBe(a.userName);
    expect((await call(t, 'GET', '/api/users-infos')).status).toBe(401);
  });
});

describe('users-infos.update', () => {
  it('none given → 400 data is null', async () => {
    const { token } = await signUp(t);
    const result = await call(t, 'POST', '/api/users-infos.update', { token, body: {} });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('data is null');
  });

  it.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2'],
    [{ name: 'x'.repeat(31) }, 'name', 'Name must not be greater than 30.'],
    [{ email: 'not-an-email' }, 'email', 'Email is invalid.'],
    [{ email: '' }, 'email', 'Email is required.'],
  ])('%j → 400 %s: %s', async (body, field, message) => {
    const { token } = await signUp(t);
    const result = await call(t, 'POST', '/api/users-infos.update', { token, body });
    expect(result.status).toBe(400);
    expect(result.body.fields?.[field]).toBe(message);
  });

  it('sets only the given fields, on the caller only, and answers the new userInfo', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await call(t, 'POST', '/api/users-infos.update', {
      token: a.token,
      body: { name: 'Somchai', lineId: 'somchai.l' },
    });
    const result = await call(t, 'POST', '/api/users-infos.update', {
      token: a.token,
      body: { email: 'a@example.com', avatar: 'cat' },
    });
    expect(result.body.data).toMatchObject({
      name: 'Somchai',
      lineId: 'somchai.l',
      email: 'a@example.com',
      avatar: 'cat',
      userName: a.userName,
    });
    expect((await call(t, 'GET', '/api/users-infos', { token: b.token })).body.data).toMatchObject({
      name: null,
      email: null,
    });
  });
});

describe('devices', () => {
  const payload = {
    platform: 'Linux x86_64',
    cpuCores: 8,
    screen: { width: 1920, height: 1080 },
    page: '/main',
  };

  it('anonymous: stores the payload without a member and answers the sent visitorId', async () => {
    const result = await call(t, 'POST', '/api/devices', {
      body: { ...payload, visitorId: 'anon-visitor_1' },
    });
    expect(result.body).toEqual({ data: { visitorId: 'anon-visitor_1' } });
    const rows = await t.db.select().from(devices).where(eq(devices.visitorId, 'anon-visitor_1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId: null, payload: { ...payload, visitorId: 'anon-visitor_1' } });
  });

  it('with a valid token: stored against the member; an invalid token is stored anonymously', async () => {
    const { token, userName } = await signUp(t);
    await call(t, 'POST', '/api/devices', { token, body: { ...payload, visitorId: 'shared-visitor' } });
    await call(t, 'POST', '/api/devices', {
      token: 'forged.token.here',
      body: { ...payload, visitorId: 'shared-visitor' },
    });
    const [member] = await t.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.userName, userName));
    const rows = await t.db.select().from(devices).where(eq(devices.visitorId, 'shared-visitor'));
    expect(rows.map((r) => r.memberId).sort()).toEqual([member?.id, null].sort());
  });

  it('no visitorId: derives a stable one from the stable fields (page does not matter)', async () => {
    const first = await call(t, 'POST', '/api/devices', { body: payload, headers: { 'user-agent': 'UA-1' } });
    const second = await call(t, 'POST', '/api/devices', {
      body: { ...payload, page: '/profile' },
      headers: { 'user-agent': 'UA-1' },
    });
    const otherUa = await call(t, 'POST', '/api/devices', {
      body: payload,
      headers: { 'user-agent': 'UA-2' },
    });
    expect(first.body.data?.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(second.body.data?.visitorId).toBe(first.body.data?.visitorId);
    expect(otherUa.body.data?.visitorId).not.toBe(first.body.data?.visitorId);
  });

  it('refuses a bad visitorId (400) and a payload over 16 KB (413), storing nothing', async () => {
    const before = (await t.db.select().from(devices)).length;
    const bad = await call(t, 'POST', '/api/devices', { body: { visitorId: 'has space' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION');
    const big = await call(t, 'POST', '/api/devices', {
      body: { visitorId: 'big', junk: 'x'.repeat(17 * 1024) },
    });
    expect(big.status).toBe(413);
    expect((await t.db.select().from(devices)).length).toBe(before);
  });
});
