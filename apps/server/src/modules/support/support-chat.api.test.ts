import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';
import { openTestSocket, type TestSocket } from '../../../test/realtime-node.ts';
import { png } from '../../../test/test-image.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { call, cookiesOf, MEMBER_TEST_ENV, signUp, type CallResult } from '../members/test-kit.ts';

// Live support chat (docs/support.md): guests by cookie, members by session, staff in the back
// office; every route refuses a conversation that is not the caller's; frames reach the sockets
// allowed to watch the conversation and no other.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp({ env: MEMBER_TEST_ENV });
  admin = await signedIn(t, 'Administrator');
  staff = await signedIn(t, 'Staff');
});
afterAll(async () => {
  await t?.close();
});

/** A visitor: a guest (its cookie once chat.open set it) or a member (bearer token). */
class Visitor {
  cookie = '';
  constructor(readonly token?: string) {}
  async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<CallResult> {
    const result = await call(t, method, path, {
      ...(method === 'POST' ? { body: body ?? {} } : {}),
      ...(this.token ? { token: this.token } : {}),
      headers: this.cookie ? { cookie: this.cookie } : {},
    });
    const guest = cookiesOf(result).guest;
    if (guest) this.cookie = `guest=${guest}`;
    return result;
  }
  async open(): Promise<string> {
    const opened = await this.call('POST', '/api/chat.open');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    return String(opened.body.data?.conversationId);
  }
  send = (conversationId: string, message: { text?: string; image?: string }) =>
    this.call('POST', '/api/chat.send', { conversationId, ...message });
  history = (conversationId: string) =>
    this.call('GET', `/api/chat.messages?conversationId=${conversationId}`);
}

const member = async () => new Visitor((await signUp(t)).token);
const texts = (result: CallResult) =>
  (result.body.data!.items as { text: string; from: string }[]).map((m) => `${m.from}:${m.text}`);
const messageCount = async (conversationId: string) =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from chat_messages where conversation_id = ${conversationId}::bigint`,
    ),
  )[0]!.n;
const reply = (client: StaffClient, conversationId: string, text: string) =>
  client.post('/api/admin/support.send', { conversationId, text });
const auditActions = async (id: string, targetType: string) =>
  (await auditOf(t, id)).filter((row) => row.targetType === targetType).map((row) => row.action);
const wsUrl = (path: string) => `${t.url.replace(/^http/, 'ws')}${path}`;
const subscribe = async (socket: TestSocket, channel: string): Promise<string> => {
  await socket.opened;
  socket.ws.send(JSON.stringify({ action: 'subscribe', channel }));
  const answer = await socket.nextFrame((text) => text.includes(`"channel":"${channel}"`), 2_000);
  return (JSON.parse(answer) as { event: string }).event;
};

describe('a guest', () => {
  it('gets the guest cookie and a name, keeps one open conversation, and reads its history', async () => {
    const guest = new Visitor();
    const opened = await guest.call('POST', '/api/chat.open');
    expect(opened.status).toBe(200);
    const setCookie = opened.headers.getSetCookie().find((line) => line.startsWith('guest='));
    expect(setCookie).toMatch(/^guest=guest-[a-z0-9]{8};/);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(opened.body.data?.guestName).toMatch(/^Guest-\d{4}$/);
    const id = String(opened.body.data?.conversationId);
    expect(await guest.open()).toBe(id);

    const sent = await guest.send(id, { text: '  ฝากเงินแล้วยอดไม่เข้าครับ  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      conversationId: id,
      from: 'visitor',
      text: 'ฝากเงินแล้วยอดไม่เข้าครับ',
    });
    expect(texts(await guest.history(id))).toEqual(['visitor:ฝากเงินแล้วยอดไม่เข้าครับ']);
  });

  it('refuses an empty or too long message and stores nothing', async () => {
    const guest = new Visitor();
    const id = await guest.open();
    for (const body of [{}, { text: '   ' }, { text: 'ก'.repeat(2_001) }]) {
      const answer = await guest.send(id, body);
      expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION']);
    }
    expect(await messageCount(id)).toBe(0);
  });
});

describe('nobody reaches a conversation that is not theirs', () => {
  it('another guest, a member and a cookie-less visitor get CHAT_NOT_FOUND on every route', async () => {
    const owner = new Visitor();
    const id = await owner.open();
    await owner.send(id, { text: 'เลขบัญชีของผม 123-4-56789-0' });
    const otherGuest = new Visitor();
    await otherGuest.open();
    const strangers = [otherGuest, await member(), new Visitor()];
    for (const stranger of strangers) {
      const answers = [
        await stranger.history(id),
        await stranger.send(id, { text: 'hi' }),
        await stranger.call('POST', '/api/chat.read', { conversationId: id, upTo: '1' }),
        await stranger.call('POST', '/api/chat.typing', { conversationId: id }),
      ];
      expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(4).fill([404, 'CHAT_NOT_FOUND']));
    }
    expect(await messageCount(id)).toBe(1);
  });

  it("a member's conversation is not a guest's, and a forged guest cookie opens a new one", async () => {
    const somchai = await member();
    const id = await somchai.open();
    await somchai.send(id, { text: 'ถอนเงินไม่ได้' });
    const forger = new Visitor();
    forger.cookie = 'guest=guest-aaaaaaaa';
    expect((await forger.history(id)).status).toBe(404);
    expect(await forger.open()).not.toBe(id);
    // A signed-in member's cookie call must carry the CSRF header like any member call.
    const viaCookie = await call(t, 'POST', '/api/chat.open', {
      body: {},
      headers: { cookie: 'accessToken=x' },
    });
    expect(viaCookie.status).toBe(401);
  });
});

describe('images', () => {
  it('stores a checked image and refuses a wrong type, an oversized and a malformed file', async () => {
    const guest = new Visitor();
    const id = await guest.open();
    const sent = await guest.send(id, { image: png().toString('base64') });
    expect(sent.status).toBe(201);
    const url = String(sent.body.data?.imageUrl);
    expect(url).toMatch(/^\/media\/[\w-]+\.png$/);
    expect((await fetch(`${t.url}${url}`)).headers.get('content-type')).toBe('image/png');

    const refused = async (image: string) => {
      const answer = await guest.send(id, { text: 'สลิปครับ', image });
      return [answer.status, answer.body.code];
    };
    expect(await refused(Buffer.from('<script>alert(1)</script>').toString('base64'))).toEqual([
      415,
      'UPLOAD_TYPE',
    ]);
    const big = Buffer.concat([png().subarray(0, 33), Buffer.alloc(2 * 1024 * 1024), png().subarray(-12)]);
    expect(await refused(big.toString('base64'))).toEqual([413, 'UPLOAD_TOO_LARGE']);
    expect(await refused('not base64!')).toEqual([400, 'UPLOAD_MALFORMED']);
    expect(await messageCount(id)).toBe(1);
  });
});

describe('the back office', () => {
  it("shows the member's conversation with balance, status and poys, answers it, and tracks both read marks", async () => {
    const somchai = await member();
    const id = await somchai.open();
    await somchai.send(id, { text: 'สอบถามผลหวยครับ' });

    const queue = await staff.client.get('/api/admin/support.conversations?view=unassigned');
    expect(queue.status).toBe(200);
    const row = (queue.body.data!.items as { id: string; unread: number; visitor: { kind: string } }[]).find(
      (r) => r.id === id,
    );
    expect(row).toMatchObject({ unread: 1, visitor: { kind: 'member' }, lastText: 'สอบถามผลหวยครับ' });

    const card = await staff.client.get(`/api/admin/support.conversation?conversationId=${id}`);
    expect(card.status).toBe(200);
    expect(card.body.data?.member).toMatchObject({ status: 0, cash: 0, lastPoys: [] });

    const answered = await reply(staff.client, id, 'ตรวจสอบให้สักครู่ครับ');
    expect(answered.status).toBe(201);
    expect(answered.body.data).toMatchObject({ from: 'staff', staffName: staff.username });
    const history = await somchai.history(id);
    expect(texts(history)).toEqual(['visitor:สอบถามผลหวยครับ', 'staff:ตรวจสอบให้สักครู่ครับ']);
    // Answering took the conversation and read the member's message.
    const mine = await staff.client.get('/api/admin/support.conversations?view=mine');
    expect((mine.body.data!.items as { id: string; unread: number }[]).find((r) => r.id === id)?.unread).toBe(
      0,
    );

    const opened = await somchai.call('POST', '/api/chat.open');
    expect(opened.body.data?.unread).toBe(1);
    const staffMessage = String(answered.body.data?.id);
    expect(
      (await somchai.call('POST', '/api/chat.read', { conversationId: id, upTo: '999999999' })).status,
    ).toBe(200);
    const marks = await staff.client.get(`/api/admin/support.messages?conversationId=${id}`);
    // Never past the last message.
    expect(marks.body.data?.visitorReadUpTo).toBe(staffMessage);
    expect((await somchai.call('POST', '/api/chat.open')).body.data?.unread).toBe(0);
  });

  it('transfers to staff with chat access only, closes, and both are audited; the visitor then starts anew', async () => {
    const guest = new Visitor();
    const id = await guest.open();
    await guest.send(id, { text: 'ขอคุยกับหัวหน้าครับ' });
    const nobody = await admin.client.post('/api/admin/support.assign', {
      conversationId: id,
      staffId: 2_000_000,
    });
    expect([nobody.status, nobody.body.code]).toEqual([404, 'CHAT_STAFF_NOT_FOUND']);
    const moved = await admin.client.post('/api/admin/support.assign', {
      conversationId: id,
      staffId: Number(staff.id),
    });
    expect(moved.status).toBe(200);
    const mine = await staff.client.get('/api/admin/support.conversations?view=mine');
    expect((mine.body.data!.items as { id: string }[]).map((r) => r.id)).toContain(id);

    expect((await staff.client.post('/api/admin/support.close', { conversationId: id })).status).toBe(200);
    const late = await guest.send(id, { text: 'ยังอยู่ไหมครับ' });
    expect([late.status, late.body.code]).toEqual([409, 'CHAT_CLOSED']);
    expect(await guest.open()).not.toBe(id);
    expect(await auditActions(id, 'chat_conversation')).toEqual(['support.assign', 'support.close']);
  });

  it('canned replies: every role reads them, operators edit them (th required), audited', async () => {
    const saved = await admin.client.post('/api/admin/support.canned.save', {
      title: 'ทักทาย',
      texts: { th: 'สวัสดีค่ะ มีอะไรให้ช่วยคะ', en: 'Hello, how can I help?' },
    });
    expect(saved.status).toBe(200);
    const id = String(saved.body.data?.id);
    expect(saved.body.data?.texts).toEqual({
      th: 'สวัสดีค่ะ มีอะไรให้ช่วยคะ',
      en: 'Hello, how can I help?',
      kh: '',
      mm: '',
    });
    const list = await staff.client.get('/api/admin/support.canned');
    expect((list.body.data!.items as { id: string }[]).map((c) => c.id)).toContain(id);
    expect((await staff.client.post('/api/admin/support.canned.delete', { id })).status).toBe(403);
    const noThai = await admin.client.post('/api/admin/support.canned.save', {
      title: 'x',
      texts: { en: 'Hi' },
    });
    expect(noThai.status).toBe(400);
    expect((await admin.client.post('/api/admin/support.canned.delete', { id })).status).toBe(200);
    const gone = await admin.client.post('/api/admin/support.canned.delete', { id });
    expect(gone.body.code).toBe('CANNED_REPLY_NOT_FOUND');
    expect(await auditActions(id, 'chat_canned_reply')).toEqual([
      'support.canned.create',
      'support.canned.delete',
    ]);
  });

  it('switched off, chat refuses new conversations and messages; switched on again it works', async () => {
    const guest = new Visitor();
    const id = await guest.open();
    expect((await staff.client.post('/api/admin/support.switch', { enabled: false })).status).toBe(403);
    expect((await admin.client.post('/api/admin/support.switch', { enabled: false })).body.data).toEqual({
      enabled: false,
    });
    try {
      expect((await guest.call('GET', '/api/chat.status')).body.data).toEqual({ enabled: false });
      expect((await guest.call('POST', '/api/chat.open')).body.code).toBe('CHAT_OFF');
      expect((await guest.send(id, { text: 'hi' })).body.code).toBe('CHAT_OFF');
    } finally {
      await admin.client.post('/api/admin/support.switch', { enabled: true });
    }
    expect((await guest.send(id, { text: 'hi' })).status).toBe(201);
  });
});

describe('live frames', () => {
  it("a guest's socket watches its own conversation only and gets the staff reply; staff watch any and the queue", async () => {
    const guest = new Visitor();
    const id = await guest.open();
    const otherId = await new Visitor().open();
    const guestSocket = openTestSocket(wsUrl('/ccu'), { headers: { cookie: guest.cookie } });
    const staffSocket = openTestSocket(wsUrl('/ccu?as=staff'), {
      headers: { cookie: `staffToken=${staff.client.cookies.staffToken}` },
    });
    try {
      expect(await subscribe(guestSocket, `chat:${id}`)).toBe('subscribed');
      expect(await subscribe(guestSocket, `chat:${otherId}`)).toBe('subscribe-refused');
      expect(await subscribe(guestSocket, 'support-queue')).toBe('subscribe-refused');
      expect(await subscribe(staffSocket, 'support-queue')).toBe('subscribed');
      expect(await subscribe(staffSocket, `chat:${otherId}`)).toBe('subscribed');

      await guest.send(id, { text: 'มีใครอยู่ไหมครับ' });
      await staffSocket.nextFrame((text) => text.includes('"event":"chat-queue"'), 2_000);
      const answered = await reply(staff.client, id, 'อยู่ค่ะ');
      const frame = JSON.parse(await guestSocket.nextFrame((text) => text.includes('อยู่ค่ะ'), 2_000)) as {
        event: string;
        channel: string;
        message: string;
      };
      expect(frame).toMatchObject({ event: 'chat-message', channel: `chat:${id}` });
      expect(JSON.parse(frame.message)).toEqual(answered.body.data);
      // Nothing of the other conversation reached the guest.
      expect(
        guestSocket.frames.some((text) => text.includes(`chat:${otherId}"`) && text.includes('chat-message')),
      ).toBe(false);
    } finally {
      guestSocket.ws.close();
      staffSocket.ws.close();
    }
  });

  it('a socket without member, staff or guest credentials is refused; a member cannot watch a guest chat', async () => {
    const bare = openTestSocket(wsUrl('/ccu'));
    expect((await bare.closed).code).toBe(4401);
    const guestId = await new Visitor().open();
    const somchai = await signUp(t);
    const memberSocket = openTestSocket(wsUrl(`/ccu?token=${somchai.token}`));
    try {
      expect(await subscribe(memberSocket, `chat:${guestId}`)).toBe('subscribe-refused');
    } finally {
      memberSocket.ws.close();
    }
  });
});
