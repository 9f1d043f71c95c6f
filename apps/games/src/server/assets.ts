import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The game screens' bundles, by file name (`chokdee-slot.js`, `chokdee-slot.css`, ...). */
export interface Assets {
  files: Map<string, Buffer>;
  /** Brotli forms of the scripts and stylesheets (the fonts are compressed already). */
  brotli: Map<string, Buffer>;
  /** Changes with the content: the pages' asset URLs carry it, so the files can be cached for long. */
  version: string;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
export const DIST_DIR = path.join(root, 'dist');

export const SCREEN_ENTRIES = {
  'chokdee-slot': path.join(root, 'src/screen/slot-screen.ts'),
  'chokdee-baccarat': path.join(root, 'src/screen/baccarat-screen.ts'),
};

const versionOf = (files: Map<string, Buffer>) => {
  const hash = createHash('sha256');
  for (const [name, content] of [...files].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(name).update(content);
  return hash.digest('hex').slice(0, 12);
};

/** Bundles the screens with esbuild (vanilla TypeScript, one script and one stylesheet per game). */
export const bundleScreens = async (outdir = DIST_DIR, write = false): Promise<Map<string, Buffer>> => {
  // Loaded only to build: a production process serves the built files and never imports esbuild.
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: SCREEN_ENTRIES,
    outdir,
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2022', 'safari15'],
    write,
    // The fonts the stylesheet names, as hashed files beside it (the asset route serves one folder).
    loader: { '.woff2': 'file' },
    assetNames: '[name]-[hash]',
    logLevel: 'warning',
  });
  const files = new Map<string, Buffer>();
  if (write) {
    for (const name of await fs.readdir(outdir)) files.set(name, await fs.readFile(path.join(outdir, name)));
  } else {
    for (const file of result.outputFiles ?? [])
      files.set(path.basename(file.path), Buffer.from(file.contents));
  }
  return files;
};

/** Production serves the build (`npm run build`); elsewhere the screens are bundled fresh at start. */
export const loadAssets = async (production: boolean): Promise<Assets> => {
  let files: Map<string, Buffer>;
  if (production) {
    files = new Map();
    for (const name of await fs.readdir(DIST_DIR))
      files.set(name, await fs.readFile(path.join(DIST_DIR, name)));
  } else {
    files = await bundleScreens();
  }
  const brotli = new Map(
    [...files]
      .filter(([name]) => /\.(js|css)$/.test(name))
      .map(([name, content]) => [name, brotliCompressSync(content)]),
  );
  return { files, brotli, version: versionOf(files) };
};
