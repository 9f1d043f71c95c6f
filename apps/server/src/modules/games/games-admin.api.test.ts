import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, signedIn, type StaffClient } from '../../../test/admin-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { MEMBER_TEST_ENV } from '../members/test-kit.ts';
import { callBody, hook, player, provider, txId, type TestProvider } from './games-test-kit.ts';
import { seedDemoGames } from './seed-demo-games.ts';

// The back office of partner games: who may do what, every change audited, the secret never
// answered, the transactions search and the daily report per provider.
let t: TestApp;
let admin: StaffClient;
let staff: StaffClient;
let p: TestProvider;
beforeAll(async () => {
  t = await startTestApp({
    env: { ...MEMBER_TEST_ENV, CHOKDEE_GAMES_SECRET: 'chokdee-secret-'.padEnd(40, 's') },
  });
  await seedDemoGames(t.db);
  p = await provider(t);
  admin = (await signedIn(t, 'Administrator')).client;
  staff = (await signedIn(t, 'Staff')).client;
});
afterAll(async () => {
  await t.close();
});

const names = { th: 'เกมใหม่', en: 'New game', kh: 'ហ្គេមថ្មី', mm: 'ဂိမ်းသစ်' };

describe('providers', () => {
  it('lists the registry with whether a secret is set, never a secret; staff read, an Administrator changes, audited', async () => {
    const list = await staff.get('/api/admin/games.providers.list');
    expect(list.status).toBe(200);
    const items = list.body.data!.items as Array<Record<string, unknown>>;
    const chokdee = items.find((row) => row.provider === 'chokdee');
    expect(chokdee).toMatchObject({
      secretEnv: 'CHOKDEE_GAMES_SECRET',
      secretConfigured: true,
      gameCount: 2,
    });
    expect(JSON.stringify(list.body)).not.toContain('chokdee-secret-');

    const body = {
      provider: p.code,
      status: 'INACTIVE',
      launchUrl: 'https://games.example/launch?t={token}',
    };
    expect((await staff.post('/api/admin/games.providers.update', body)).status).toBe(403);
    const res = await admin.post('/api/admin/games.providers.update', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'INACTIVE',
      launchUrl: body.launchUrl,
      secretConfigured: false,
    });
    const [audit] = await auditOf(t, p.code);
    expect(audit).toMatchObject({ action: 'games.providers.update', targetType: 'game_provider' });
    expect((await admin.post('/api/admin/games.providers.update', { provider: 'no-such' })).status).toBe(404);
    expect(
      (await admin.post('/api/admin/games.providers.update', { provider: p.code, secretEnv: 'lower' }))
        .status,
    ).toBe(400);
    expect(
      (
        await admin.post('/api/admin/games.providers.update', {
          provider: p.code,
          launchUrl: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);
    await admin.post('/api/admin/games.providers.update', {
      provider: p.code,
      status: 'ACTIVE',
      launchUrl: 'http://127.0.0.1:9/launch',
    });
  });
});

describe('games and highlights', () => {
  it('create, update and list games; a taken id is 409; highlights replace in order; all audited', async () => {
    const game = {
      provider: p.code,
      gameId: 'new-game',
      names,
      image: '/games/new-game.svg',
      category: 'slot',
      hot: true,
    };
    expect((await staff.post('/api/admin/games.games.create', game)).status).toBe(403);
    const created = await admin.post('/api/admin/games.games.create', game);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ gameId: 'new-game', hot: true, new: false, active: true });
    expect((await admin.post('/api/admin/games.games.create', game)).body.code).toBe('GAME_EXISTS');
    expect(
      (await admin.post('/api/admin/games.games.create', { ...game, image: 'https://cdn.example/x.png' }))
        .status,
    ).toBe(400);

    const updated = await admin.post('/api/admin/games.games.update', {
      provider: p.code,
      gameId: 'new-game',
      active: false,
    });
    expect(updated.body.data).toMatchObject({ active: false, hot: true });
    expect(
      (await admin.post('/api/admin/games.games.update', { provider: p.code, gameId: 'nope' })).status,
    ).toBe(404);
    const audits = await auditOf(t, `${p.code}/new-game`);
    expect(audits.map((row) => row.action)).toEqual(['games.games.create', 'games.games.update']);

    const list = await staff.get(`/api/admin/games.games.list?provider=${p.code}&q=new`);
    expect(list.body.data).toMatchObject({ total: 1, items: [{ gameId: 'new-game' }] });

    const highlights = [
      { provider: 'chokdee', gameId: 'chokdee-baccarat' },
      { provider: p.code, gameId: `${p.code}-g1` },
    ];
    const saved = await admin.post('/api/admin/games.highlights.update', { items: highlights });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await staff.get('/api/admin/games.highlights.list')).body.data).toMatchObject({
      items: [
        { provider: 'chokdee', gameId: 'chokdee-baccarat', order: 1 },
        { provider: p.code, gameId: `${p.code}-g1`, order: 2 },
      ],
    });
    const unknown = await admin.post('/api/admin/games.highlights.update', {
      items: [{ provider: 'chokdee', gameId: 'x' }],
    });
    expect(unknown.status).toBe(404);
  });
});

describe('transactions and report', () => {
  it("searches members' calls and totals bets, wins, refunds and GGR per day and provider", async () => {
    const pl = await player(t, p, 100);
    const [bet1, bet2] = [txId('bet'), txId('bet')];
    await hook(t, p.code, 'bet', callBody(pl, p, { transactionId: bet1, amount: 30_00, roundId: 'r-77' }));
    await hook(t, p.code, 'bet', callBody(pl, p, { transactionId: bet2, amount: 20_00 }));
    await hook(
      t,
      p.code,
      'win',
      callBody(pl, p, { transactionId: txId('win'), referenceTransactionId: bet1, amount: 45_00 }),
    );
    await hook(
      t,
      p.code,
      'rollback',
      callBody(pl, p, { transactionId: txId('rb'), referenceTransactionId: bet2 }),
    );

    const byRound = await staff.get(`/api/admin/games.transactions.list?roundId=r-77&provider=${p.code}`);
    expect(byRound.body.data).toMatchObject({
      total: 1,
      items: [{ transactionId: bet1, kind: 'bet', amount: 30, memberUuid: pl.uuid, outcome: 'OK' }],
    });
    const byMember = await staff.get(`/api/admin/games.transactions.list?q=${pl.uuid}`);
    expect(byMember.body.data?.total).toBe(4);
    const byId = await staff.get(`/api/admin/games.transactions.list?transactionId=${bet2}`);
    expect((byId.body.data!.items as unknown[]).length).toBe(2);

    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const report = await staff.get(
      `/api/admin/games.report.daily?from=${today}&to=${today}&provider=${p.code}`,
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data).toEqual({
      items: [
        { day: today, provider: p.code, bets: 50, wins: 45, refunds: 20, ggr: -15, betCount: 2, players: 1 },
      ],
      totals: { bets: 50, wins: 45, refunds: 20, ggr: -15 },
    });
    expect((await staff.get(`/api/admin/games.report.daily?from=${today}&to=2020-01-01`)).status).toBe(400);
    expect((await staff.get('/api/admin/games.report.daily?from=2020-01-01&to=2021-01-01')).status).toBe(400);
  });
});
