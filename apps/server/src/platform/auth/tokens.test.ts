import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens.ts';

const SECRET = 'unit-test-secret-'.padEnd(40, 'z');
const claims = {
  uuid: '0b9f7c3e-1111-4222-8333-444455556666',
  status: 2,
  sid: '9a9f7c3e-1111-4222-8333-444455556666',
};

describe('access tokens', () => {
  it('round-trips { uuid, status, sid } with HS256', async () => {
    const token = await signAccessToken(claims, SECRET, new Date(Date.now() + 60_000));
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
    expect(await verifyAccessToken(token, SECRET)).toEqual(claims);
  });

  it('refuses another key, expiry and tampering with null (no throw)', async () => {
    const token = await signAccessToken(claims, SECRET, new Date(Date.now() + 60_000));
    expect(await verifyAccessToken(token, `${SECRET}x`)).toBeNull();
    expect(
      await verifyAccessToken(await signAccessToken(claims, SECRET, new Date(Date.now() - 5_000)), SECRET),
    ).toBeNull();
    const [h, , s] = token.split('.');
    const body = Buffer.from(JSON.stringify({ ...claims, status: 0 })).toString('base64url');
    expect(await verifyAccessToken(`${h}.${body}.${s}`, SECRET)).toBeNull();
    expect(await verifyAccessToken('garbage', SECRET)).toBeNull();
  });
});
