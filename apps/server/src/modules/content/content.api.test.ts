import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';
import { png } from '../../../test/test-image.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { call } from '../members/test-kit.ts';
import { seedDemoContents } from './seed-demo-contents.ts';

// Content pages: read per language with the th fallback, saved sanitised by staff with the
// permission, images checked by their bytes and stored through the storage adapter.
let t: TestApp;
let admin: StaffClient;
let staff: StaffClient;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoContents(t.db);
  admin = (await signedIn(t, 'Administrator')).client;
  staff = (await signedIn(t, 'Staff')).client;
});
afterAll(async () => {
  await t.close();
});

const read = (query: string, locale?: string) =>
  call(t, 'GET', `/api/contents${query}`, locale ? { headers: { cookie: `locale=${locale}` } } : {});

describe('reading', () => {
  it("answers a page in the locale cookie's language, th without one", async () => {
    const titles = await Promise.all(
      ['th', 'en', 'kh', 'mm', undefined].map(async (locale) => {
        const answer = await read('?kind=howto&slug=deposit', locale);
        expect(answer.status).toBe(200);
        return answer.body.data?.title;
      }),
    );
    expect(titles).toEqual([
      'วิธีฝากเงินด้วย QR พร้อมเพย์',
      'How to deposit with a PromptPay QR',
      'របៀបដាក់ប្រាក់ដោយ QR PromptPay',
      'PromptPay QR ဖြင့် ငွေသွင်းနည်း',
      'วิธีฝากเงินด้วย QR พร้อมเพย์',
    ]);
  });

  it('lists a kind in display order; an unknown slug is 404 CONTENT_NOT_FOUND, a bad kind 400', async () => {
    const list = await call(t, 'GET', '/api/contents.list?kind=howto', { headers: { cookie: 'locale=en' } });
    const items = list.body.data!.items as { slug: string; title: string }[];
    expect(items.map((item) => item.slug)).toEqual([
      'deposit',
      'withdraw',
      'lotto',
      'lotto4d',
      'result-poy',
      'register-addbank',
      'forgot-pin',
      'responsible-gambling',
    ]);
    expect(items[1]).toEqual({ slug: 'withdraw', title: 'How to withdraw' });
    const missing = await read('?kind=howto&slug=nothing-here');
    expect([missing.status, missing.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
    expect((await read('?kind=blog&slug=deposit')).status).toBe(400);
    expect((await read('?kind=howto&slug=../etc')).status).toBe(400);
  });
});

describe('saving', () => {
  const page = {
    kind: 'vdo',
    slug: 'deposit-video',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    translations: {
      th: {
        title: 'วิดีโอฝากเงิน',
        body:
          '<p onclick="steal()">ขั้นตอน<script>alert(1)</script></p><img src="/media/x.png" onerror="x()">' +
          '<a href="javascript:alert(1)">คลิก</a><a href="https://line.me/ti/p/x">LINE</a>',
      },
      en: { title: 'Deposit video', body: '<p>Steps</p><iframe src="https://evil.example"></iframe>' },
    },
  };

  it('strips scripts, handlers and javascript: links on save, keeps the rest, and audits', async () => {
    const saved = await admin.post('/api/admin/contents.save', page);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      translations: {
        th: {
          body: '<p>ขั้นตอน</p><img src="/media/x.png" /><a>คลิก</a><a href="https://line.me/ti/p/x">LINE</a>',
        },
        en: { body: '<p>Steps</p>' },
      },
    });
    const kh = await read('?kind=vdo&slug=deposit-video', 'kh');
    expect(kh.body.data).toMatchObject({
      title: 'วิดีโอฝากเงิน',
      videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect((await auditOf(t, 'vdo/deposit-video')).map((row) => row.action)).toEqual(['content.create']);

    const again = await admin.post('/api/admin/contents.save', { ...page, videoUrl: null });
    expect(again.body.data?.videoUrl).toBeNull();
    const audit = await auditOf(t, 'vdo/deposit-video');
    expect(audit.map((row) => row.action)).toEqual(['content.create', 'content.update']);
    expect(audit[1]!.before).toMatchObject({
      videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });

  it('refuses a video link that is not YouTube, and a page without Thai; nothing changes', async () => {
    const other = await admin.post('/api/admin/contents.save', {
      ...page,
      slug: 'other-video',
      videoUrl: 'https://evil.example/v.mp4',
    });
    expect([other.status, other.body.code]).toEqual([400, 'VIDEO_URL']);
    const noThai = await admin.post('/api/admin/contents.save', {
      ...page,
      slug: 'other-video',
      translations: { en: page.translations.en },
    });
    expect(noThai.status).toBe(400);
    expect((await read('?kind=vdo&slug=other-video')).status).toBe(404);
  });

  it('needs content.manage: Staff and members are refused', async () => {
    expect((await staff.post('/api/admin/contents.save', page)).status).toBe(403);
    expect((await staff.get('/api/admin/contents.list?kind=howto')).status).toBe(403);
    expect((await call(t, 'POST', '/api/admin/contents.save', { body: page })).status).toBe(401);
    const list = await admin.get('/api/admin/contents.list?kind=howto');
    expect((list.body.data!.items as unknown[]).length).toBe(8);
  });
});

describe('image upload', () => {
  it('stores an image checked by its bytes and serves it back under /media/, audited', async () => {
    const uploaded = await admin.post('/api/admin/contents.upload', { data: png().toString('base64') });
    expect(uploaded.status).toBe(201);
    const url = String(uploaded.body.data?.url);
    expect(url).toMatch(/^\/media\/[\w-]+\.png$/);
    const served = await fetch(`${t.url}${url}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png());
    const unknown = await fetch(`${t.url}/media/00000000-0000-0000-0000-000000000000.png`);
    expect(unknown.status).toBe(404);
    expect((await auditOf(t, url)).map((row) => row.action)).toEqual(['content.image.upload']);
  });

  it('refuses a wrong type, an oversized and a malformed file with their codes', async () => {
    const refused = async (data: string) => {
      const answer = await admin.post('/api/admin/contents.upload', { data });
      return [answer.status, answer.body.code];
    };
    // An HTML file named whatever: its bytes say it is no image.
    expect(await refused(Buffer.from('<html><script>alert(1)</script></html>').toString('base64'))).toEqual([
      415,
      'UPLOAD_TYPE',
    ]);
    const big = Buffer.concat([png().subarray(0, 33), Buffer.alloc(2 * 1024 * 1024), png().subarray(-12)]);
    expect(await refused(big.toString('base64'))).toEqual([413, 'UPLOAD_TOO_LARGE']);
    // A PNG signature with the rest cut off; then text that is not base64 at all.
    expect(await refused(png().subarray(0, 20).toString('base64'))).toEqual([400, 'UPLOAD_MALFORMED']);
    expect(await refused('not base64!')).toEqual([400, 'UPLOAD_MALFORMED']);
    expect((await staff.post('/api/admin/contents.upload', { data: png().toString('base64') })).status).toBe(
      403,
    );
  });
});
