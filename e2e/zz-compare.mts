import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-dev-shm-usage'] });
const grab = async (cookie?: string) => {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (cookie) await ctx.addCookies([{ name: 'csrfToken', value: cookie, url: 'http://127.0.0.1:3300' }]);
  const page = await ctx.newPage();
  await page.goto('http://127.0.0.1:3300/');
  await page.getByTestId('login-form').waitFor();
  await page.waitForTimeout(500);
  const out = await page.evaluate(() => {
    const norm = (el: Element): string => {
      const attrs = [...el.attributes].map((a) => `${a.name}=${a.name === 'style' ? (el as HTMLElement).style.cssText : a.value}`).sort().join(' ');
      return `<${el.localName} ${attrs}>` + [...el.children].map(norm).join('');
    };
    return ['app-header', 'home-title', 'bottom-nav'].map((id) => norm(document.querySelector(`[data-testid="${id}"]`)!)).join('\n') + '\n' + norm(document.querySelector('[data-testid="home-page"] .landing-hero')!);
  });
  await ctx.close();
  return out;
};
const adopted = await grab();
const fresh = await grab('x');
const a = adopted.split(/(?=<)/), f = fresh.split(/(?=<)/);
console.log('tokens', a.length, f.length);
for (let i = 0; i < Math.max(a.length, f.length); i++) if (a[i] !== f[i]) console.log('DIFF', i, '\n  adopted:', a[i], '\n  fresh:  ', f[i]);
await browser.close();
