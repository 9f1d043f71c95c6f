import fs from 'node:fs/promises';
import { bundleScreens, DIST_DIR } from './server/assets.ts';

// `npm run build -w @chokdee/games`: the screens' bundles into apps/games/dist, served in production.
await fs.rm(DIST_DIR, { recursive: true, force: true });
const files = await bundleScreens(DIST_DIR, true);
for (const [name, content] of files) console.log(`dist/${name}  ${(content.length / 1024).toFixed(1)} kB`);
