import type { MemberArea } from '@chokdee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { members } from '../../db/schema/index.ts';
import { setMemberStatus } from './member-admin-repository.ts';
import { call, MEMBER_TEST_ENV, signUp } from './test-kit.ts';

const AREAS: MemberArea[] = ['account', 'member', 'credit', 'games', 'lotto'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: MEMBER_TEST_ENV,
    // One test-only route per area, declared the way feature modules declare theirs.
    setup: (app) => {
      for (const area of AREAS) {
        app.post(`/api/test-guard/${area}`, { config: { member: area } }, (request, reply) =>
          reply.send({ data: { area, uuid: request.member.uuid, status: request.member.status } }),
        );
      }
    },
  });
});
afterAll(async () => {
  await t.close();
});

// api-contract.md "Account status", written out by hand so the test does not reuse the code under test.
const EXPECTED: Record<number, Record<MemberArea, number>> = {
  0: { account: 200, member: 200, credit: 200, games: 200, lotto: 200 },
  1: { account: 200, member: 403, credit: 403, games: 403, lotto: 403 },
  2: { account: 200, member: 200, credit: 403, games: 200, lotto: 200 },
  3: { account: 200, member: 200, credit: 200, games: 403, lotto: 200 },
  4: { account: 200, member: 200, credit: 200, games: 200, lotto: 403 },
  9: { account: 401, member: 401, credit: 401, games: 401, lotto: 401 },
};

const memberIdOf = async (uuid: string): Promise<bigint> => {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.uuid, uuid));
  if (!row) throw new Error('no member');
  return row.id;
};

/** What the staff route does: the status, then every node forgets the member's checked tokens. */
const changeStatus = async (id: bigint, uuid: string, status: number): Promise<void> => {
  await setMemberStatus(t.db, id, status);
  await t.app.realtime.recheckMember(uuid);
};

describe('member guard: status × area', () => {
  it.each(Object.keys(EXPECTED).map(Number))('status %i', async (status) => {
    const { token, uuid } = await signUp(t);
    await setMemberStatus(t.db, await memberIdOf(uuid), status);
    for (const area of AREAS) {
      const result = await call(t, 'POST', `/api/test-guard/${area}`, { token });
      expect({ area, status: result.status }).toEqual({ area, status: EXPECTED[status]?.[area] });
      if (result.status === 403)
        expect(result.body).toEqual({ message: 'Sorry, access denied.', code: 'FORBIDDEN' });
      if (result.status === 401)
        expect(result.body).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
      if (result.status === 200) expect(result.body.data).toEqual({ area, uuid, status });
    }
  });

  it('the real member routes follow the table (status 1: users-infos yes, users-infos.update no)', async () => {
    const { token, uuid } = await signUp(t);
    await setMemberStatus(t.db, await memberIdOf(uuid), 1);
    expect((await call(t, 'GET', '/api/users-infos', { token })).status).toBe(200);
    expect((await call(t, 'POST', '/api/users.auth', { token })).status).toBe(200);
    expect(
      (await call(t, 'POST', '/api/users-infos.update', { token, body: { name: 'Somchai' } })).status,
    ).toBe(403);
    expect(
      (
        await call(t, 'POST', '/api/users.change-password', {
          token,
          body: { oldPassword: 'x', newPassword: 'Good#Pin2' },
        })
      ).status,
    ).toBe(403);
    expect((await call(t, 'POST', '/api/users.logout', { token })).status).toBe(200);
  });

  it('a status change applies on the next call with the same token', async () => {
    const { token, uuid } = await signUp(t);
    const id = await memberIdOf(uuid);
    expect((await call(t, 'POST', '/api/test-guard/lotto', { token })).status).toBe(200);
    await changeStatus(id, uuid, 4);
    expect((await call(t, 'POST', '/api/test-guard/lotto', { token })).status).toBe(403);
    expect((await call(t, 'POST', '/api/users.auth', { token })).body.data?.status).toBe(4);
    await changeStatus(id, uuid, 0);
    expect((await call(t, 'POST', '/api/test-guard/lotto', { token })).status).toBe(200);
    await changeStatus(id, uuid, 9);
    expect((await call(t, 'POST', '/api/test-guard/account', { token })).status).toBe(401);
    // Unbanning brings the same token back: a ban is a status, not a revocation.
    await changeStatus(id, uuid, 0);
    expect((await call(t, 'POST', '/api/test-guard/account', { token })).status).toBe(200);
  });

  it('the guard runs before body validation: no token + bad body → 401, not 400', async () => {
    const result = await call(t, 'POST', '/api/users.change-password', { body: { oldPassword: '' } });
    expect(result.status).toBe(401);
  });

  it('setMemberStatus refuses a status outside the table', async () => {
    const { uuid } = await signUp(t);
    await expect(setMemberStatus(t.db, await memberIdOf(uuid), 5)).rejects.toThrow('Status is invalid');
    expect(await setMemberStatus(t.db, 999_999n, 0)).toBe(false);
  });
});
