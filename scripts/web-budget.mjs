/* global process, console, URL */
/**
 * `npm run budget:web` (after `npm run build`): the JS and CSS each member page requests on its first
 * load, compressed the way the server sends them (brotli at quality 11, as the precompressed files),
 * against the target of 150 kB per page (issue 17), printed as a ratio. Every page meets the target,
 * so its ceiling is the target: a change that grows a page past 150 kB fails the run (CI). A new
 * page starts at the target too; give it a ceiling of its own only while it is being cut down.
 *
 * A page's first load is the HTML entry and the page's lazy route module, each with its static imports
 * (transitively) and their CSS (the entry's CSS is inlined in index.html by build/preload-route.ts; it
 * counts here as the file the manifest names, the same bytes). Modules imported dynamically later
 * (another language, FingerprintJS, the admin app) are not part of it. Each route is mapped explicitly to its module; a mapped module
 * missing from the manifest fails the run, so a renamed screen cannot silently leave the budget.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TARGET_KB = 150;
const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const ENTRY = 'index.html';

/** Member page → the route module it renders (apps/web/src/app/router.tsx) and its ceiling in kB. */
const ROUTES = {
  '/': { module: 'src/routes/home.tsx', ceilingKb: TARGET_KB },
  '/main': { module: 'src/routes/main.tsx', ceilingKb: TARGET_KB },
  '/lotto/:betGroup/:betId': { module: 'src/routes/lotto-round.tsx', ceilingKb: TARGET_KB },
  '/results': { module: 'src/routes/results.tsx', ceilingKb: TARGET_KB },
  '/register': { module: 'src/routes/register.tsx', ceilingKb: TARGET_KB },
  '/games': { module: 'src/routes/games.tsx', ceilingKb: TARGET_KB },
};

function readManifest() {
  const path = `${dist}.vite/manifest.json`;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${path}: build the web app first (npm run build)`, { cause: error });
  }
}

/** The files a browser requests for `keys`: each chunk, its static imports (transitively) and CSS. */
function firstLoadFiles(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

const sizeCache = new Map();
function sizesOf(file) {
  let sizes = sizeCache.get(file);
  if (!sizes) {
    const bytes = readFileSync(`${dist}${file}`);
    sizes = {
      raw: bytes.length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
    sizeCache.set(file, sizes);
  }
  return sizes;
}

const kB = (bytes) => (bytes / 1000).toFixed(1);

const manifest = readManifest();
const rows = Object.entries(ROUTES).map(([route, { module, ceilingKb }]) => {
  if (!manifest[module]) throw new Error(`${route}: ${module} is not in the build manifest`);
  const files = firstLoadFiles(manifest, [ENTRY, module]);
  const total = { raw: 0, brotli: 0, gzip: 0 };
  for (const file of files) {
    const sizes = sizesOf(file);
    total.raw += sizes.raw;
    total.brotli += sizes.brotli;
    total.gzip += sizes.gzip;
  }
  return { route, files: files.length, ceilingKb, ...total };
});

const table = [
  ['route', 'files', 'raw kB', 'brotli kB', 'gzip kB', `× target ${TARGET_KB}`, 'ceiling'],
  ...rows.map((row) => [
    row.route,
    String(row.files),
    kB(row.raw),
    kB(row.brotli),
    kB(row.gzip),
    (row.brotli / (TARGET_KB * 1000)).toFixed(2),
    row.brotli <= row.ceilingKb * 1000 ? `≤ ${row.ceilingKb} ok` : `> ${row.ceilingKb} GREW`,
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
for (const line of table) {
  console.log(
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join(' | '),
  );
}

const missed = rows.filter((row) => row.brotli > TARGET_KB * 1000);
if (missed.length > 0) {
  console.log(`over the ${TARGET_KB} kB target: ${missed.map((row) => row.route).join(', ')}`);
}
const grew = rows.filter((row) => row.brotli > row.ceilingKb * 1000);
if (grew.length > 0) {
  console.error(`grew past the ceiling: ${grew.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
