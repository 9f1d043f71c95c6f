/* global process, console, URL */
/**
 * `npm run budget:web` (after `npm run build`): the JS and CSS each member page requests on its first
 * load, compressed the way the server sends them (brotli at quality 11, as the precompressed files),
 * against the budget of 150 kB per page. Exits 1 when a page is over it.
 *
 * A page's first load is the HTML entry and the page's lazy route module, each with its static imports
 * (transitively) and their CSS. Modules imported dynamically later (another language, FingerprintJS,
 * the admin app) are not part of it. Each route is mapped explicitly to its module; a mapped module
 * missing from the manifest fails the run, so a renamed screen cannot silently leave the budget.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const ENTRY = 'index.html';

/** Member page → the route module it renders (apps/web/src/app/router.tsx). */
const ROUTES = {
  '/': 'src/routes/home.tsx',
  '/main': 'src/routes/main.tsx',
  '/lotto/:betGroup/:betId': 'src/routes/lotto-round.tsx',
  '/results': 'src/routes/results.tsx',
  '/register': 'src/routes/register.tsx',
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
const rows = Object.entries(ROUTES).map(([route, module]) => {
  if (!manifest[module]) throw new Error(`${route}: ${module} is not in the build manifest`);
  const files = firstLoadFiles(manifest, [ENTRY, module]);
  const total = { raw: 0, brotli: 0, gzip: 0 };
  for (const file of files) {
    const sizes = sizesOf(file);
    total.raw += sizes.raw;
    total.brotli += sizes.brotli;
    total.gzip += sizes.gzip;
  }
  return { route, files: files.length, ...total };
});

const table = [
  ['route', 'files', 'raw kB', 'brotli kB', 'gzip kB', 'budget'],
  ...rows.map((row) => [
    row.route,
    String(row.files),
    kB(row.raw),
    kB(row.brotli),
    kB(row.gzip),
    row.brotli <= BUDGET_KB * 1000 ? `≤ ${BUDGET_KB} ok` : `> ${BUDGET_KB} OVER`,
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

const over = rows.filter((row) => row.brotli > BUDGET_KB * 1000);
if (over.length > 0) {
  console.error(`over the ${BUDGET_KB} kB budget: ${over.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
