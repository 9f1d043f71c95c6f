import { buildGamesApp } from './app.ts';
import { loadAssets, type Assets } from './server/assets.ts';
import { readGamesConfig } from './server/config.ts';

/**
 * Chokdee Games as its own process: `npm start -w @chokdee/games` in production (after
 * `npm run build`), or spawned by the site's `npm start` in demo mode.
 */
const main = async () => {
  let config;
  try {
    config = readGamesConfig(process.env);
  } catch (error) {
    console.error(`chokdee-games: ${(error as Error).message}`);
    process.exit(1);
  }
  // Production reads the build once at start (and fails early without it); development bundles
  // the screens on the first request, once.
  const loaded = config.production ? await loadAssets(true) : undefined;
  let pending: Promise<Assets> | undefined;
  const assets = () => (loaded ? Promise.resolve(loaded) : (pending ??= loadAssets(false)));
  const app = await buildGamesApp({ config, assets, logger: { level: config.logLevel } });
  const shutdown = () => {
    app
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  // Spawned by the site's demo (with an IPC channel): stop when the site's process is gone.
  if (process.send) process.once('disconnect', shutdown);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Chokdee Games at port ${config.port}, wallet at ${config.siteUrl}, framed by ${config.siteOrigins.join(' ')}`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
