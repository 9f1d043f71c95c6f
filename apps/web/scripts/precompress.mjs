/* global process, console */
/**
 * Post-build step: writes `<file>.br` and `<file>.gz` beside every text file of dist/, at the
 * highest quality (paid once here, never per request). The server sends the one the browser
 * accepts (@fastify/static `preCompressed`). A variant that would not be smaller is not written.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const distDir = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');

const textFiles = async (dir) => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return (
    entries
      // Dot folders (Vite's .vite/manifest.json) are build metadata, not files the app serves.
      .filter(
        (entry) =>
          entry.isFile() &&
          TEXT_FILE.test(entry.name) &&
          !/(?:^|[\\/])\./.test(path.relative(dir, entry.parentPath)),
      )
      .map((entry) => path.join(entry.parentPath, entry.name))
  );
};

const precompress = async (file) => {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  for (const [variant, ext] of [
    [br, '.br'],
    [gz, '.gz'],
  ]) {
    if (variant.length < source.length) await writeFile(file + ext, variant);
  }
  return { raw: source.length, br: Math.min(br.length, source.length) };
};

if (!(await stat(distDir).catch(() => null))?.isDirectory()) {
  console.error(`precompress: no build at ${distDir}`);
  process.exit(1);
}
const files = await textFiles(distDir);
const sizes = await Promise.all(files.map(precompress));
const total = (key) => sizes.reduce((sum, size) => sum + size[key], 0);
console.log(
  `precompress: ${files.length} files, ${Math.round(total('raw') / 1024)} kB → ${Math.round(total('br') / 1024)} kB brotli`,
);
