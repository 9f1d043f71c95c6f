import { buildGamesApp } from './app.ts';
import { loadAssets } from './server/assets.ts';
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
  const assets = await loadAssets(config.production);
  const app = await buildGamesApp({ config, assets, logger: { level: config.logLevel } });
  const shutdown = () => {
    app
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Chokdee Games at port ${config.port}, wallet at ${config.siteUrl}, framed by ${config.siteOrigins.join(' ')}`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
