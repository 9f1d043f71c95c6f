/* Screenshot harness (manual): node --import tsx apps/games/test/shots.ts <outdir> */
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';
import { buildGamesApp } from '../src/app.ts';
import { loadAssets } from '../src/server/assets.ts';
import { startWalletStandIn } from './wallet-stand-in.ts';

const out = process.argv[2] ?? '/tmp';
const SECRET = 'x'.repeat(40);
const wallet = await startWalletStandIn(SECRET);
const app = await buildGamesApp({
  config: {
    production: false,
    port: 0,
    host: '127.0.0.1',
    siteUrl: wallet.url,
    siteOrigins: ['http://127.0.0.1:3000'],
    secret: SECRET,
    logLevel: 'silent',
  },
  assets: () => loadAssets(false),
  logger: false,
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const errors: string[] = [];
for (const [w, hgt] of [
  [360, 740],
  [1280, 800],
] as const) {
  for (const game of ['chokdee-slot', 'chokdee-baccarat']) {
    const user = randomUUID();
    const token = randomUUID();
    wallet.tokens.set(token, user);
    wallet.balances.set(user, 1_234_500);
    const page = await browser.newPage({ viewport: { width: w, height: hgt } });
    page.on('console', (m) => m.type() === 'error' && errors.push(`${game} ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${game} ${e.message}`));
    await page.goto(`${base}/play/${game}?token=${token}&user=${user}&lang=${w === 360 ? 'th' : 'en'}`);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/${game}-${w}-idle.png` });
    if (game === 'chokdee-slot') {
      for (let i = 0; i < 12; i++) {
        await page.click('.spin-button');
        await page.waitForTimeout(2600);
        if (await page.$('.cell.win')) break;
      }
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/${game}-${w}-spun.png` });
      await page.click('.top-actions .icon-button:nth-child(1)');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${game}-${w}-paytable.png` });
      await page.click('.close');
    } else {
      await page.click('.chip-10000');
      await page.click('.spot-banker');
      await page.click('.spot-banker');
      await page.click('.chip-1000');
      await page.click('.spot-tie');
      await page.click('.spot-playerPair');
      await page.screenshot({ path: `${out}/${game}-${w}-bets.png` });
      await page.click('.deal-button');
      await page.waitForTimeout(6500);
      await page.screenshot({ path: `${out}/${game}-${w}-dealt.png` });
    }
    await page.click('.top-actions .icon-button:nth-child(2)');
    await page.waitForTimeout(500);
    await page.click('.wide-button');
    await page.waitForTimeout(400);
    await page.click('.history .small-button');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${game}-${w}-fair.png` });
    await page.close();
  }
}
console.log(errors.length ? errors.join('\n') : 'no page errors');
await browser.close();
await app.close();
await wallet.close();
