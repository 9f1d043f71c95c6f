import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { rowsOf } from '../../db/client.ts';
import { member } from '../deposits/deposits-test-kit.ts';
import { call, MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { provider, type TestProvider } from './games-test-kit.ts';
import { seedDemoGames } from './seed-demo-games.ts';

// The member side of partner games: the lists, the highlights, games.launch and its refusals.
const CHOKDEE_URL = 'http://127.0.0.1:39002';
let t: TestApp;
let p: TestProvider;
beforeAll(async () => {
  t = await startTestApp({ env: { ...MEMBER_TEST_ENV, CHOKDEE_GAMES_URL: CHOKDEE_URL } });
  await seedDemoGames(t.db);
  p = await provider(t);
});
afterAll(async () => {
  await t.close();
});

interface Listed {
  provider: string;
  name: string;
  active: boolean;
  games: Array<{ gameId: string; name: string }>;
}

describe('partner lists and highlights', () => {
  it('.nr is public; both lists carry every provider with its active games, names in the locale cookie language', async () => {
    const visitor = await call(t, 'POST', '/api/partners.game.list.config.nr');
    expect(visitor.status).toBe(200);
    const list = visitor.body.data as unknown as Listed[];
    const chokdee = list.find((row) => row.provider === 'chokdee');
    expect(chokdee).toMatchObject({ active: true, name: 'Chokdee Games' });
    expect(chokdee?.games.map((g) => g.name)).toEqual(['สล็อตโชคดี', 'บาคาร่าโชคดี']);
    // Partners without a launch URL are listed, not launchable.
    expect(list.find((row) => row.provider === 'pg-soft2')?.active).toBe(false);
    expect(list.map((row) => row.provider)).toEqual(
      expect.arrayContaining(['all-bet', 'gpx', 'live-casino', p.code]),
    );

    const m = await member(t);
    const english = await call(t, 'POST', '/api/partners.game.list.config', {
      token: m.token,
      headers: { cookie: 'locale=en' },
    });
    const names = (english.body.data as unknown as Listed[]).find((row) => row.provider === 'chokdee')?.games;
    expect(names?.map((g) => g.name)).toEqual(['Chokdee Slot', 'Chokdee Baccarat']);
    expect((await call(t, 'POST', '/api/partners.game.list.config')).status).toBe(401);
  });

  it('the highlights are the active games of active providers, in order', async () => {
    const res = await call(t, 'GET', '/api/game-highlight-configs');
    expect(res.body.data).toEqual([
      {
        provider: 'chokdee',
        gameId: 'chokdee-slot',
        name: 'สล็อตโชคดี',
        image: '/games/chokdee-slot.svg',
        order: 1,
      },
      {
        provider: 'chokdee',
        gameId: 'chokdee-baccarat',
        name: 'บาคาร่าโชคดี',
        image: '/games/chokdee-baccarat.svg',
        order: 2,
      },
    ]);
  });

  it("the site's pages may frame the active providers' origins", async () => {
    // As a staff change on this node does (the copy is read again every few seconds anyway).
    await t.app.gameProviders.reload();
    const res = await fetch(`${t.url}/no-such-page`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-src 'self' http://127.0.0.1:39002 http://127.0.0.1:9`);
  });
});

describe('games.launch', () => {
  it('answers the Chokdee Games URL with a fresh token, valid 8 h', async () => {
    const m = await member(t);
    const launches = await Promise.all(
      ['th', 'en'].map((lang) =>
        call(t, 'POST', '/api/games.launch', {
          token: m.token,
          body: { provider: 'chokdee', gameId: 'chokdee-slot', lang },
        }),
      ),
    );
    const [first, second] = launches.map((res) => {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { url: new URL(String(res.body.data?.url)), expiresAt: String(res.body.data?.expiresAt) };
    });
    expect(first?.url.origin + (first?.url.pathname ?? '')).toBe(`${CHOKDEE_URL}/play/chokdee-slot`);
    expect(first?.url.searchParams.get('user')).toBe(m.uuid);
    expect(first?.url.searchParams.get('lang')).toBe('th');
    expect(second?.url.searchParams.get('lang')).toBe('en');
    const token = first?.url.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(second?.url.searchParams.get('token')).not.toBe(token);
    expect(first?.expiresAt).toMatch(/\+07:00$/);
    const [session] = rowsOf<{ seconds: number; hashed: boolean }>(
      await t.db.execute(sql`
        select extract(epoch from expires_at - created_at)::int as seconds, token_hash <> ${token} as hashed
        from game_sessions where member_id = (select id from members where uuid = ${m.uuid}::uuid) order by id limit 1`),
    );
    expect(session).toEqual({ seconds: 8 * 3600, hashed: true });
  });

  it('a URL template provider: the values as query parameters', async () => {
    const m = await member(t);
    const res = await call(t, 'POST', '/api/games.launch', {
      token: m.token,
      body: { provider: p.code, gameId: `${p.code}-g1`, gameList: 'lobby2' },
    });
    const url = new URL(String(res.body.data?.url));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/launch');
    expect(url.searchParams.get('gameId')).toBe(`${p.code}-g1`);
    expect(url.searchParams.get('gameList')).toBe('lobby2');
    expect(url.searchParams.get('token')).toBeTruthy();
  });

  it('404 for an unknown, inactive or not launchable provider and an unknown or inactive game', async () => {
    const m = await member(t);
    const inactive = await provider(t, { status: 'INACTIVE' });
    const unlaunchable = await provider(t, { launchUrl: null });
    await t.db.execute(sql`update games set active = false where game_id = 'chokdee-baccarat'`);
    const launch = (body: Record<string, unknown>) =>
      call(t, 'POST', '/api/games.launch', { token: m.token, body });
    for (const [body, code] of [
      [{ provider: 'no-such' }, 'GAME_PROVIDER_NOT_FOUND'],
      [{ provider: inactive.code }, 'GAME_PROVIDER_NOT_FOUND'],
      [{ provider: unlaunchable.code }, 'GAME_PROVIDER_NOT_FOUND'],
      [{ provider: 'chokdee', gameId: 'no-such-game' }, 'GAME_NOT_FOUND'],
      [{ provider: 'chokdee', gameId: 'chokdee-baccarat' }, 'GAME_NOT_FOUND'],
      [{ provider: 'chokdee' }, 'GAME_NOT_FOUND'],
    ] as const) {
      const res = await launch(body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body.code).toBe(code);
    }
    await t.db.execute(sql`update games set active = true where game_id = 'chokdee-baccarat'`);
    expect((await launch({ provider: 'x'.repeat(10_000) })).status).toBe(400);
    expect((await launch({ provider: 'chokdee', gameId: 'chokdee-slot', lang: 'fr' })).status).toBe(400);
  });

  it('status 3 (games suspended): 403 on launch, the member list and logout', async () => {
    const m = await member(t);
    await t.db.execute(sql`update members set status = 3 where id = ${m.id.toString()}::bigint`);
    await t.app.realtime.recheckMember(m.uuid);
    const body = { provider: 'chokdee', gameId: 'chokdee-slot' };
    expect((await call(t, 'POST', '/api/games.launch', { token: m.token, body })).status).toBe(403);
    expect((await call(t, 'POST', '/api/partners.game.list.config', { token: m.token })).status).toBe(403);
    expect((await call(t, 'POST', '/api/games.logout', { token: m.token })).status).toBe(403);
  });
});
