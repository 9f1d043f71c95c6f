/* global console, process */
/**
 * Post-build step: for each page below, an HTML file that is index.html with the page's first screen
 * (the frame and what renders without data, app/prerender.tsx) in place of the boot bar, and
 * prerendered.json listing them. The server sends one for its path to a visitor with no session
 * whose language is Thai, unless the URL holds a parameter its first screen reads
 * (platform/web-app.ts), so the largest paint is in the HTML; the app then takes those elements over.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';

/**
 * Guest pages whose largest paint renders without data (`/`'s hero, `/results`' subtitle), with the
 * query parameters their first screen reads: with one of those in the URL it is another screen.
 */
const PAGES = {
  '/': { file: 'landing.html', query: [] },
  '/results': { file: 'results.html', query: ['date', 'group'] },
};

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(webDir, process.argv[2] ?? 'dist');
/** Everything inside the app's root element, which is the body's last element. */
const ROOT_CONTENT = /(<div id="root")>[\s\S]*(<\/div>\s*<\/body>)/;

const index = await readFile(path.join(distDir, 'index.html'), 'utf8');
if (!ROOT_CONTENT.test(index)) throw new Error('prerender: no root element at the end of index.html');
const vite = await createServer({
  root: webDir,
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { prerender } = await vite.ssrLoadModule('/src/app/prerender.tsx');
  for (const [page, { file }] of Object.entries(PAGES)) {
    const screen = await prerender(page);
    if (/<script/i.test(screen))
      throw new Error(`prerender: ${page} holds a script, which the CSP would refuse`);
    await writeFile(
      path.join(distDir, file),
      // The root names the page its screen is of: the app hydrates it only when it draws that page.
      index.replace(
        ROOT_CONTENT,
        (_all, open, close) => `${open} data-prerendered="${page}">${screen}${close}`,
      ),
    );
    console.log(`prerender: ${file} (${Math.round(screen.length / 1024)} kB of ${page}'s first screen)`);
  }
} finally {
  await vite.close();
}
await writeFile(path.join(distDir, 'prerendered.json'), JSON.stringify(PAGES));
// The query client's garbage-collection timers would keep the process alive for minutes.
process.exit(0);
