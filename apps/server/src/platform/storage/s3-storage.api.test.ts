import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin-test-kit.ts';
import { startS3StandIn, type S3StandIn } from '../../../test/s3-stand-in.ts';
import { png } from '../../../test/test-image.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, cookiesOf, MEMBER_TEST_ENV, signUp } from '../../modules/members/test-kit.ts';
import { rowsOf } from '../../db/client.ts';
import { sql } from 'drizzle-orm';

// With the STORAGE_S3_* variables, uploads go to an S3-compatible bucket (here a local stand-in
// that checks Signature V4) and are still served by the site under /media/.
let bucket: S3StandIn;
let t: TestApp;
beforeAll(async () => {
  bucket = await startS3StandIn();
  t = await startTestApp({ env: { ...MEMBER_TEST_ENV, ...bucket.env } });
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
});

const keyOf = (url: string) => url.slice('/media/'.length);

describe('S3-compatible storage', () => {
  it('stores a content image in the bucket, signed, and serves it back under /media/', async () => {
    const admin = (await signedIn(t, 'Administrator')).client;
    const uploaded = await admin.post('/api/admin/contents.upload', { data: png().toString('base64') });
    expect(uploaded.status).toBe(201);
    const url = String(uploaded.body.data?.url);
    expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\.png$/);
    expect(bucket.objects.get(keyOf(url))).toEqual({ body: png(), contentType: 'image/png' });
    expect(bucket.refused).toBe(0);

    const served = await fetch(`${t.url}${url}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png());
    expect((await fetch(`${t.url}/media/00000000-0000-0000-0000-000000000000.png`)).status).toBe(404);
    expect((await fetch(`${t.url}/media/..%2Fsecrets.json`)).status).toBe(404);
  });

  it("a guest's chat image goes to the same bucket", async () => {
    const opened = await call(t, 'POST', '/api/chat.open', { body: {} });
    const cookie = `guest=${cookiesOf(opened).guest}`;
    const sent = await call(t, 'POST', '/api/chat.send', {
      body: { conversationId: opened.body.data?.conversationId, image: png().toString('base64') },
      headers: { cookie },
    });
    expect(sent.status).toBe(201);
    expect(bucket.objects.has(keyOf(String(sent.body.data?.imageUrl)))).toBe(true);
  });

  it('keeps identity-check pictures under private/ in the bucket: /media/ never serves them, staff read them', async () => {
    const member = await signUp(t, {});
    const sent = await call(t, 'POST', '/api/kyc.create', {
      token: member.token,
      body: { document: png().toString('base64'), selfie: png().toString('base64') },
    });
    expect(sent.status).toBe(201);
    const [check] = rowsOf<{ id: string; document_key: string }>(
      await t.db.execute(sql`
        select k.id::text, k.document_key from kyc_checks k join members m on m.id = k.member_id
        where m.uuid = ${member.uuid}::uuid`),
    );
    expect(bucket.objects.get(`private/${check!.document_key}`)).toEqual({
      body: png(),
      contentType: 'image/png',
    });
    expect((await fetch(`${t.url}/media/${check!.document_key}`)).status).toBe(404);
    expect((await fetch(`${t.url}/media/private%2F${check!.document_key}`)).status).toBe(404);
    const reviewer = (await signedIn(t, 'Administrator')).client;
    const cookie = Object.entries(reviewer.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const image = await fetch(`${t.url}/api/admin/kyc.image?id=${check!.id}&which=document`, {
      headers: { cookie },
    });
    expect([image.status, Buffer.from(await image.arrayBuffer())]).toEqual([200, png()]);
  });

  it('the stand-in refuses what S3 refuses: a wrong secret, a body that is not the signed one', async () => {
    const wrong = new AwsClient({
      accessKeyId: bucket.env.STORAGE_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: 'not-the-secret',
      region: bucket.env.STORAGE_S3_REGION ?? '',
      service: 's3',
    });
    const refusedBefore = bucket.refused;
    expect(
      (await wrong.fetch(`${bucket.url}/${bucket.bucket}/x.png`, { method: 'PUT', body: 'x' })).status,
    ).toBe(403);
    const right = new AwsClient({
      accessKeyId: bucket.env.STORAGE_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: bucket.env.STORAGE_S3_SECRET_ACCESS_KEY ?? '',
      region: bucket.env.STORAGE_S3_REGION ?? '',
      service: 's3',
    });
    const tampered = await right.fetch(`${bucket.url}/${bucket.bucket}/y.png`, {
      method: 'PUT',
      body: 'other bytes',
      headers: { 'x-amz-content-sha256': '0'.repeat(64) },
    });
    expect(tampered.status).toBe(403);
    expect(bucket.refused).toBe(refusedBefore + 2);
    expect(bucket.objects.has('x.png') || bucket.objects.has('y.png')).toBe(false);
  });
});
