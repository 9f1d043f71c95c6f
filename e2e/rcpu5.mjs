import { chromium } from 'playwright-core';
import fs from 'node:fs';
const args = ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking', ...(process.env.XARGS ? process.env.XARGS.split(' ') : [])];
const chromeCpu = () => { let s = 0; for (const pid of fs.readdirSync('/proc')) { if (!/^\d+$/.test(pid)) continue; try { const c = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'); if (!c.includes('chromium')) continue; const st = fs.readFileSync(`/proc/${pid}/stat`, 'utf8'); const f = st.slice(st.lastIndexOf(')') + 2).split(' '); s += +f[11] + +f[12]; } catch {} } return s / 100; };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const opts = { viewport: { width: 360, height: 740 }, serviceWorkers: 'block' };
await new Promise((r) => setTimeout(r, 1000));
const c0 = chromeCpu(); const t0 = Date.now();
for (let i = 0; i < 6; i++) {
  const ctx = await browser.newContext(opts); const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:3300/', { waitUntil: 'networkidle' });
  await page.goto('http://127.0.0.1:3300/results', { waitUntil: 'networkidle' });
  await ctx.close();
}
console.log(process.env.XARGS ?? 'default', 'wall', Date.now() - t0, 'chrome cpu', (chromeCpu() - c0).toFixed(1));
await browser.close();
