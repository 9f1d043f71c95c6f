// Local design check only (not committed): the lobby against a mocked API.
import { chromium } from 'playwright-core';
const base = 'http://localhost:5391';
const g = (gameId, name, hot = false, isNew = false, category = null) => ({ gameId, name, image: `/games/${gameId}.svg`, hot, new: isNew, category });
const LIST = [
  { provider: 'chokdee', name: 'Chokdee Games', type: 'slot', logo: '/games/chokdee.svg', active: true, games: [g('chokdee-slot', 'สล็อตโชคดี', true), g('chokdee-baccarat', 'บาคาร่าโชคดี', false, true)] },
  { provider: 'pg-soft2', name: 'PG Soft', type: 'slot', logo: '/games/pg-soft2.svg', active: true, games: [g('pg-mahjong-ways', 'มาจองเวย์', true), g('pg-treasures-aztec', 'สมบัติแอซเท็ก'), g('pg-lucky-neko', 'ลักกี้เนโกะ', false, true)] },
  { provider: 'joker', name: 'Joker Gaming', type: 'slot', logo: '/games/joker.svg', active: true, games: [g('joker-roma', 'โรม่า', true), g('joker-fish-hunter', 'ยิงปลา'), g('joker-lucky-god', 'เทพเจ้าโชคลาภ')] },
  { provider: 'sa', name: 'SA Gaming', type: 'live', logo: '/games/sa.svg', active: true, games: [g('sa-baccarat', 'บาคาร่าสด', true), g('sa-dragon-tiger', 'เสือมังกร')] },
  { provider: 'wm', name: 'WM Casino', type: 'live', logo: '/games/wm.svg', active: true, games: [] },
  { provider: 'all-bet', name: 'Allbet', type: 'casino', logo: '/games/all-bet.svg', active: true, games: [g('allbet-baccarat', 'บาคาร่า'), g('allbet-roulette', 'รูเล็ต')] },
  { provider: 'gpx', name: 'GPX Sport', type: 'sport', logo: '/games/gpx.svg', active: true, games: [g('gpx-soccer', 'ฟุตบอล', true, false, 'pgSport')] },
  { provider: 'hg', name: 'HG Casino', type: 'casino', logo: '/games/hg.svg', active: false, games: [g('hg-sicbo', 'ไฮโล')] },
];
const HL = [['chokdee', 'chokdee-slot', 'สล็อตโชคดี'], ['pg-soft2', 'pg-mahjong-ways', 'มาจองเวย์'], ['sa', 'sa-baccarat', 'บาคาร่าสด'], ['joker', 'joker-roma', 'โรม่า']].map(([provider, gameId, name], i) => ({ provider, gameId, name, image: `/games/${gameId}.svg`, order: i }));
const member = process.argv[2] !== 'guest';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[360, 780], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  if (member) await ctx.addCookies([{ name: 'csrfToken', value: 'x', url: base }]);
  await ctx.route((url) => url.pathname.startsWith('/api/'), async (route) => {
    const path = new URL(route.request().url()).pathname.replace('/api/', '');
    const data = {
      'site.maintenance': { enabled: false, message: '', retryAfter: 30 },
      'users.auth': { uuid: 'u1', status: 0, name: 'สมชาย', userName: 'somchai01' },
      cashs: { money: 12500.5 },
      'partners.game.list.config': LIST,
      'partners.game.list.config.nr': LIST.slice(0, 3),
      'game-highlight-configs': HL,
      'games.launch': { url: `${base}/games/chokdee-slot.svg`, expiresAt: 'x' },
    }[path];
    if (data === undefined) return route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"NOT_FOUND","message":"x"}' });
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data }) });
  });
  const page = await ctx.newPage();
  page.on('response', (r) => r.status() >= 400 && console.log('status', r.status(), r.url()));
  page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
  for (const path of (process.argv[3] ?? '/games').split(',')) {
    await page.goto(`${base}${path}`);
    await page.waitForSelector('[data-testid=games-lobby], [data-testid=game-frame-page]', { timeout: 20000 }).catch((e) => console.log(String(e).slice(0, 200))); await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/gw-shots/${member ? 'm' : 'g'}${path.replace(/\W+/g, '-')}-${w}.png`, fullPage: path.startsWith('/games') });
  }
  await ctx.close();
}
await browser.close();
