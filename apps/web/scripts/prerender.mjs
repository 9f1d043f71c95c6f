/* global console, process */
/**
 * Post-build step: writes dist/landing.html, index.html with `/`'s first screen (the frame and the
 * landing's hero, app/prerender.tsx) in place of the boot bar. The server sends it for `/` to a
 * visitor with no session whose language is Thai (platform/web-app.ts), so the largest paint is in
 * the HTML; the app then renders the same tree over it, reusing its elements.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(webDir, process.argv[2] ?? 'dist');
/** Everything inside the app's root element, which is the body's last element. */
const ROOT_CONTENT = /(<div id="root")>[\s\S]*(<\/div>\s*<\/body>)/;

const vite = await createServer({
  root: webDir,
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
let landing;
try {
  const { prerender } = await vite.ssrLoadModule('/src/app/prerender.tsx');
  landing = await prerender('/');
} finally {
  await vite.close();
}
if (/<script/i.test(landing))
  throw new Error('prerender: the landing holds a script, which the CSP would refuse');
const index = await readFile(path.join(distDir, 'index.html'), 'utf8');
if (!ROOT_CONTENT.test(index)) throw new Error('prerender: no root element at the end of index.html');
await writeFile(
  path.join(distDir, 'landing.html'),
  // The root names the path its screen is of: the app hydrates it only when it draws that page.
  index.replace(ROOT_CONTENT, (_all, open, close) => `${open} data-prerendered="/">${landing}${close}`),
);
console.log(
  `prerender: landing.html (${Math.round(landing.length / 1024)} kB of the landing's first screen)`,
);
// The query client's garbage-collection timers would keep the process alive for minutes.
process.exit(0);
