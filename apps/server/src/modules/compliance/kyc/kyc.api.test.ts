import fs from 'node:fs/promises';
import path from 'node:path';
import { bahtToSatang } from '@chokdee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, signedIn, StaffClient } from '../../../../test/admin-test-kit.ts';
import { png } from '../../../../test/test-image.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { rowsOf } from '../../../db/client.ts';
import { call, MEMBER_TEST_ENV, signUp } from '../../members/test-kit.ts';
import { credit } from '../../wallet/test-kit.ts';

// Identity checks (docs/compliance.md): the member's pictures, kept privately; staff's review,
// audited; and the withdrawals that need an approved check.
let t: TestApp;
let reviewer: StaffClient;
let superAdmin: StaffClient;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  reviewer = (await signedIn(t, 'Administrator')).client;
  superAdmin = (await signedIn(t, 'Super Admin')).client;
});
afterAll(async () => {
  await t?.close();
});

/** A real (tiny) JPEG: its signature, some bytes, its end marker. */
const jpeg = (): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(24, 7), Buffer.from([0xff, 0xd9])]);

interface Member {
  token: string;
  uuid: string;
  id: bigint;
}

const member = async (): Promise<Member> => {
  const { token, uuid } = await signUp(t);
  const [row] = rowsOf<{ id: string }>(
    await t.db.execute(
      sql`update members set name = 'Somchai Jaidee' where uuid = ${uuid}::uuid returning id::text`,
    ),
  );
  return { token, uuid, id: BigInt(row!.id) };
};

const submit = (m: Member, document: string = png().toString('base64'), selfie = jpeg().toString('base64')) =>
  call(t, 'POST', '/api/kyc.create', { token: m.token, body: { document, selfie } });

const mine = async (m: Member) => (await call(t, 'GET', '/api/kyc', { token: m.token })).body.data;

const privateFiles = async (): Promise<number> =>
  (await fs.readdir(path.join(t.config.dataDir, 'private'))).length;

const checkIdOf = async (m: Member): Promise<string> =>
  rowsOf<{ id: string }>(
    await t.db.execute(
      sql`select id::text from kyc_checks where member_id = ${m.id.toString()}::bigint order by id desc limit 1`,
    ),
  )[0]!.id;

/** The picture as a browser's <img> asks for it: the staff cookies, or a member's token, or nothing. */
const image = async (client: StaffClient | null, id: string, which: string, token?: string) => {
  const headers: Record<string, string> = {};
  if (client)
    headers.cookie = Object.entries(client.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = await fetch(`${t.url}/api/admin/kyc.image?id=${id}&which=${which}`, { headers });
  return { status: answer.status, headers: answer.headers, bytes: Buffer.from(await answer.arrayBuffer()) };
};

describe('sending the pictures', () => {
  it('refuses a wrong type, an oversized and a malformed picture, and keeps nothing', async () => {
    const m = await member();
    const before = await privateFiles();
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    const big = Buffer.concat([png().subarray(0, 33), Buffer.alloc(2 * 1024 * 1024), png().subarray(-12)]);
    expect([(await submit(m, html)).status, (await submit(m, html)).body.code]).toEqual([415, 'UPLOAD_TYPE']);
    // A good document with a bad selfie: the document is not kept either.
    const oversized = await submit(m, png().toString('base64'), big.toString('base64'));
    expect([oversized.status, oversized.body.code]).toEqual([413, 'UPLOAD_TOO_LARGE']);
    const malformed = await submit(m, 'not base64!');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'UPLOAD_MALFORMED']);
    expect((await submit(m, '')).status).toBe(400);
    expect(await privateFiles()).toBe(before);
    expect(await mine(m)).toMatchObject({ check: null });
  });

  it('keeps one waiting check per member, never under /media/, and shows it only to its member', async () => {
    const m = await member();
    const other = await member();
    const before = await privateFiles();
    const sent = await submit(m);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ status: 'PENDING', reason: null, reviewedAt: null });
    expect(await privateFiles()).toBe(before + 2);
    expect(await mine(m)).toMatchObject({
      check: { status: 'PENDING' },
      thresholds: { kycWithdrawalBaht: 20_000, kycLifetimeBaht: 100_000 },
    });
    expect(await submit(m)).toMatchObject({ status: 409, body: { code: 'KYC_PENDING' } });
    expect(await privateFiles()).toBe(before + 2);
    // Another member sees only their own (none).
    expect(await mine(other)).toMatchObject({ check: null });

    // The keys are not public names: /media/ serves none of them (as for a name never stored).
    const never = (await fetch(`${t.url}/media/00000000-0000-0000-0000-000000000000.png`)).status;
    expect(never).not.toBe(200);
    const [keys] = rowsOf<{ document_key: string; selfie_key: string }>(
      await t.db.execute(
        sql`select document_key, selfie_key from kyc_checks where member_id = ${m.id.toString()}::bigint`,
      ),
    );
    for (const key of [keys!.document_key, keys!.selfie_key]) {
      expect(key).not.toContain('/');
      expect((await fetch(`${t.url}/media/${key}`)).status).toBe(never);
    }
  });

  it('serves the pictures only to staff who review checks', async () => {
    const m = await member();
    await submit(m);
    const id = await checkIdOf(m);
    const document = await image(reviewer, id, 'document');
    expect([document.status, document.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(document.headers.get('cache-control')).toBe('private, no-store');
    expect(document.bytes).toEqual(png());
    expect((await image(reviewer, id, 'selfie')).bytes).toEqual(jpeg());

    // A Staff-role member of staff, the member themself, and nobody at all are refused.
    const staffOnly = (await signedIn(t, 'Staff')).client;
    expect((await image(staffOnly, id, 'document')).status).toBe(403);
    expect((await image(null, id, 'document', m.token)).status).toBe(401);
    expect((await image(null, id, 'selfie')).status).toBe(401);
    expect((await staffOnly.get('/api/admin/kyc.list')).status).toBe(403);
    // Unknown ids and pictures answer as such, never 5xx.
    expect((await image(reviewer, '999999999', 'document')).status).toBe(404);
    expect((await image(reviewer, id, 'passport')).status).toBe(400);
    expect((await image(reviewer, 'x', 'document')).status).toBe(400);
  });
});

describe('the review', () => {
  it('rejects with a reason the member reads, lets them send again, approves; each decision audited', async () => {
    const m = await member();
    await submit(m);
    const first = await checkIdOf(m);

    const queue = await reviewer.get(`/api/admin/kyc.list?status=PENDING&q=${m.uuid}`);
    expect(queue.status).toBe(200);
    expect(queue.body.data).toMatchObject({
      total: 1,
      items: [{ id: first, memberUuid: m.uuid, name: 'Somchai Jaidee', status: 'PENDING' }],
    });

    expect((await reviewer.post('/api/admin/kyc.reject', { id: first, reason: ' ' })).status).toBe(400);
    const rejected = await reviewer.post('/api/admin/kyc.reject', {
      id: first,
      reason: 'The photo is blurred',
    });
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', reason: 'The photo is blurred' });
    expect(await mine(m)).toMatchObject({ check: { status: 'REJECTED', reason: 'The photo is blurred' } });
    expect(await reviewer.post('/api/admin/kyc.approve', { id: first })).toMatchObject({
      status: 409,
      body: { code: 'ALREADY_DECIDED' },
    });

    expect((await submit(m)).status).toBe(201);
    const second = await checkIdOf(m);
    const approved = await reviewer.post('/api/admin/kyc.approve', { id: second });
    expect(approved.body.data).toMatchObject({
      status: 'APPROVED',
      reviewedBy: expect.any(String) as string,
    });
    expect(await mine(m)).toMatchObject({ check: { status: 'APPROVED', reason: null } });
    expect(await submit(m)).toMatchObject({ status: 409, body: { code: 'KYC_APPROVED' } });
    expect((await reviewer.post('/api/admin/kyc.approve', { id: '999999999' })).status).toBe(404);

    const audit = await auditOf(t, m.uuid);
    expect(audit.map((row) => [row.action, row.after])).toEqual([
      ['member.kyc.reject', { kycCheckId: first, status: 'REJECTED', reason: 'The photo is blurred' }],
      ['member.kyc.approve', { kycCheckId: second, status: 'APPROVED', reason: null }],
    ]);
  });
});

describe('withdrawals above the thresholds', () => {
  const funded = async (baht: number) => {
    const m = await member();
    const bank = await call(t, 'POST', '/api/users-banks.create', {
      token: m.token,
      body: { bankCode: 'KBANK', bankAccountNumber: String(Date.now()).slice(-10) },
    });
    await credit(t.db, m.id, BigInt(bahtToSatang(baht)!));
    return { ...m, bankId: String((bank.body.data as unknown as Array<{ id: string }>)[0]!.id) };
  };
  const withdraw = (m: Member & { bankId: string }, amount: number) =>
    call(t, 'POST', '/api/withdraws.create', { token: m.token, body: { amount, bankAccountId: m.bankId } });
  const cash = async (m: Member) =>
    Number((await call(t, 'GET', '/api/cashs', { token: m.token })).body.data?.money);
  const pay = async (m: Member) => {
    const [row] = rowsOf<{ id: string }>(
      await t.db.execute(
        sql`select id::text from withdrawals where member_id = ${m.id.toString()}::bigint and status = 'PENDING'`,
      ),
    );
    const paid = await reviewer.post('/api/admin/withdrawals.approve', {
      id: row!.id,
      reference: `ref-${row!.id}`,
    });
    expect(paid.body.data).toMatchObject({ status: 'APPROVED' });
  };

  it('refuses one satang above the single threshold until the check is approved; exactly at it passes', async () => {
    const m = await funded(30_000);
    expect(await withdraw(m, 20_000.01)).toMatchObject({
      status: 403,
      body: { code: 'KYC_REQUIRED', params: { reason: 'single', thresholdBaht: 20_000 } },
    });
    expect(await cash(m)).toBe(30_000);
    const limits = await call(t, 'GET', '/api/withdraws.limits', { token: m.token });
    expect(limits.body.data?.kyc).toEqual({
      approved: false,
      status: null,
      singleAbove: 20_000,
      lifetimeAbove: 100_000,
      lifetimeWithdrawn: 0,
    });

    await submit(m);
    // A waiting check is not an approved one.
    expect((await withdraw(m, 20_000.01)).body.code).toBe('KYC_REQUIRED');
    expect((await withdraw(m, 20_000)).status).toBe(201);
    await pay(m);
    expect((await reviewer.post('/api/admin/kyc.approve', { id: await checkIdOf(m) })).status).toBe(200);
    expect((await withdraw(m, 9_999.99)).status).toBe(201);
    expect((await call(t, 'GET', '/api/withdraws.limits', { token: m.token })).body.data?.kyc).toMatchObject({
      approved: true,
      status: 'APPROVED',
      lifetimeWithdrawn: 29_999.99,
    });
  });

  it('counts paid and waiting withdrawals, not rejected ones, against the lifetime threshold (staff set it, audited)', async () => {
    expect(
      (await reviewer.post('/api/admin/site.kyc.update', { kycWithdrawalBaht: 1, kycLifetimeBaht: 1 }))
        .status,
    ).toBe(403);
    expect(
      (await superAdmin.post('/api/admin/site.kyc.update', { kycWithdrawalBaht: 0, kycLifetimeBaht: 1000 }))
        .status,
    ).toBe(400);
    const saved = await superAdmin.post('/api/admin/site.kyc.update', {
      kycWithdrawalBaht: 20_000,
      kycLifetimeBaht: 1_000,
    });
    expect(saved.body.data).toEqual({ kycWithdrawalBaht: 20_000, kycLifetimeBaht: 1_000 });
    expect((await superAdmin.get('/api/admin/site.kyc')).body.data).toEqual(saved.body.data);
    expect((await auditOf(t, 'compliance')).at(-1)).toMatchObject({
      action: 'site.kyc.update',
      before: { kycWithdrawalBaht: 20_000, kycLifetimeBaht: 100_000 },
      after: { kycWithdrawalBaht: 20_000, kycLifetimeBaht: 1_000 },
    });

    try {
      const m = await funded(5_000);
      expect((await withdraw(m, 600)).status).toBe(201);
      // Rejected withdrawals do not count.
      const [open] = rowsOf<{ id: string }>(
        await t.db.execute(
          sql`select id::text from withdrawals where member_id = ${m.id.toString()}::bigint`,
        ),
      );
      await reviewer.post('/api/admin/withdrawals.reject', { id: open!.id, reason: 'wrong account' });
      expect((await withdraw(m, 1_000)).status).toBe(201);
      await pay(m);
      expect(await withdraw(m, 0.01)).toMatchObject({
        status: 403,
        body: { code: 'KYC_REQUIRED', params: { reason: 'lifetime', thresholdBaht: 1_000 } },
      });
    } finally {
      await superAdmin.post('/api/admin/site.kyc.update', {
        kycWithdrawalBaht: 20_000,
        kycLifetimeBaht: 100_000,
      });
    }
  });

  it('keeps the minimum age in the same setting', async () => {
    const [row] = rowsOf<{ value: Record<string, unknown> }>(
      await t.db.execute(sql`select value from site_settings where key = 'compliance'`),
    );
    expect(row?.value).toMatchObject({ kycWithdrawalBaht: 20_000, kycLifetimeBaht: 100_000 });
    await t.db.execute(
      sql`update site_settings set value = value || '{"minimumAge": 21}'::jsonb where key = 'compliance'`,
    );
    await superAdmin.post('/api/admin/site.kyc.update', {
      kycWithdrawalBaht: 20_000,
      kycLifetimeBaht: 100_000,
    });
    const [after] = rowsOf<{ value: Record<string, unknown> }>(
      await t.db.execute(sql`select value from site_settings where key = 'compliance'`),
    );
    expect(after?.value.minimumAge).toBe(21);
  });
});
