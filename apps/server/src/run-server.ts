import path from 'node:path';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoBanner, seedDemo } from './db/demo-seed.ts';
import { startDemoGames } from './dev/start-demo-games.ts';
import { startDemoLineStandIn } from './dev/start-demo-line-stand-in.ts';
import { startLottoScheduler } from './lotto-scheduler.ts';
import { startScheduler } from './platform/scheduler.ts';
import { startAffiliateScheduler } from './modules/affiliate/affiliate-scheduler.ts';
import { startLoyaltyScheduler } from './modules/loyalty/loyalty-scheduler.ts';
import { startDepositScheduler } from './modules/deposits/expire-deposits-scheduler.ts';
import { shootThrough, startDemoCrowd } from './modules/yeekee/demo-crowd.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Runs the site with a checked configuration (server.ts): the database migrated (and the demo
 * seeded), the schedulers, the demo stand-ins, graceful shutdown on SIGINT and SIGTERM.
 */
export const runServer = async (checked: Config): Promise<void> => {
  const demoLine = await startDemoLineStandIn(checked);
  const config = demoLine.config;
  const demoGames = await startDemoGames(config);
  const connection = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await connection.migrate();
  // A demo that looks alive (planted history, the Yeekee crowd) for people, not for the browser
  // tests, which run this server with DEMO on and NODE_ENV=test and count on the bare demo.
  const alive = config.demo && config.nodeEnv !== 'test';
  if (config.demo) await seedDemo(connection.db, { alive });

  const app = await buildApp(config, { connection });
  // Rounds exist (demo: open rounds of every family) before the first request is served.
  const scheduler = startLottoScheduler(connection.db, app.log);
  await scheduler.ready;
  const depositScheduler = startDepositScheduler(connection.db, app.log);
  const affiliateScheduler = startAffiliateScheduler(connection.db, app.log);
  const loyaltyScheduler = startLoyaltyScheduler(connection.db, app.log);
  // The notification outbox: committed rows reach sockets and push services within a second.
  const notifier = startScheduler(
    [{ name: 'deliver-notifications', everyMs: 1_000, run: () => app.deliverNotifications() }],
    app.log,
  );
  // Demo only (null otherwise): demo accounts shoot into the Yeekee rounds about to end.
  const crowd = alive
    ? await startDemoCrowd({ db: connection.db, config, log: app.log, shoot: shootThrough(app) })
    : null;
  if (demoLine.notice) app.log[demoLine.notice.level](demoLine.notice.message);
  if (demoGames.notice) app.log[demoGames.notice.level](demoGames.notice.message);
  app.log.info(
    { engine: connection.engine, dataDir: config.dataDir, demo: config.demo },
    'database ready (migrations applied)',
  );
  if (config.demo) {
    const lines = demoBanner();
    for (const line of lines) app.log.info(line);
    const bar = '='.repeat(Math.max(...lines.map((l) => l.length)));
    console.log(['', bar, ...lines, bar, ''].join('\n'));
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A client that never reads its answer must not keep the process alive forever.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    // The crowd stops first: its shots go through the app. app.close() stops accepting connections
    // and waits for running requests to finish.
    void (crowd ? crowd.stop() : Promise.resolve())
      .then(() => app.close())
      .then(() =>
        Promise.all([
          scheduler.stop(),
          depositScheduler.stop(),
          affiliateScheduler.stop(),
          loyaltyScheduler.stop(),
          notifier.stop(),
        ]),
      )
      .then(() => connection.close())
      .then(() => demoLine.standIn?.close())
      .then(() => demoGames.stop())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  const address = await app.listen({ port: config.port, host: config.host });
  // 0.0.0.0 is where it listens, not an address to open in a browser.
  const listening = ['0.0.0.0', '::'].includes(config.host)
    ? address.replace(/\/\/[^:]+:|\/\/\[[^\]]+\]:/, '//localhost:')
    : address;
  // Fastify names the scheme from its own https option, which a server factory does not set.
  const url = config.tls ? listening.replace(/^http:/, 'https:') : listening;
  app.log.info(`Chokdee listening on ${url} (API docs at ${url}/api/docs)`);
};
