import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSmsSender } from './adapters/sms/create-sms-sender.ts';
import { DevSmsOutbox } from './adapters/sms/dev-sms-outbox.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import type { Config } from './config.ts';
import type { DbConnection } from './db/client.ts';
import { registerBackOffice } from './register-admin.ts';
import { smsOutboxRoutes } from './dev/sms-outbox-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { lineLoginRoutes } from './modules/members/line/line-login-routes.ts';
import { forgotPinRoutes } from './modules/members/otp/forgot-pin-routes.ts';
import { phoneNumberRoutes } from './modules/members/otp/phone-number-routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { lottoRoutes } from './modules/lotto/routes.ts';
import { numberSetRoutes } from './modules/lotto/number-set-routes.ts';
import { poyRoutes } from './modules/lotto/poy-routes.ts';
import { crawlerRoutes } from './modules/site/crawler-routes.ts';
import { MAINTENANCE_CHANGED } from './modules/site/maintenance-state.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { bankRoutes } from './modules/banks/routes.ts';
import { createPushSender, deliverNotifications, notificationRoutes } from './modules/notifications/index.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import { depositHookRoutes } from './modules/deposits/hook-routes.ts';
import { depositSimulatorRoutes } from './dev/deposit-simulator-routes.ts';
import { roundClockRoutes } from './dev/round-clock-routes.ts';
import { affiliateClockRoutes } from './dev/affiliate-clock-routes.ts';
import { affiliateRoutes } from './modules/affiliate/routes.ts';
import { achievementRoutes } from './dev/achievement-routes.ts';
import { loyaltyRoutes } from './modules/loyalty/routes.ts';
import { yeekeeRoutes } from './modules/yeekee/routes.ts';
import { ProviderRegistry } from './modules/games/index.ts';
import { gameHookRoutes } from './modules/games/hook-routes.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { providerDepositRoutes } from './modules/deposits/providers/routes.ts';
import { providerHookRoutes } from './modules/deposits/providers/hook-routes.ts';
import { connectCashUpdates } from './modules/wallet/cash-updates.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { registerMemberGuard, SessionCache } from './platform/auth/index.ts';
import { clientErrorHandler, frameworkErrors } from './platform/client-errors.ts';
import { registerCompression } from './platform/compression.ts';
import { appError, installErrorHandlers } from './platform/errors.ts';
import { registerRealtime, type RealtimeOptions } from './platform/realtime/index.ts';
import { loggerOptions, RequestLog, requestLogger } from './platform/logger.ts';
import { registerMetrics } from './platform/metrics.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerTextGuard } from './platform/text-guard.ts';
import { responseSerializerCompiler } from './platform/response-serializer.ts';
import { registerWebApp } from './platform/web-app.ts';
import { registerStorage } from './platform/storage/index.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { createChatLive, guardChatChannels } from './modules/support/chat-live.ts';
import { chatRoutes } from './modules/support/routes.ts';
import { JURISDICTIONS_CHANGED, registerJurisdictionGate } from './modules/compliance/jurisdictions.ts';
import { complianceRoutes } from './modules/compliance/routes.ts';
import { kycRoutes } from './modules/compliance/kyc/routes.ts';
import { VIDEO_EMBED_ORIGIN } from './modules/content/video-url.ts';
import { secureServerFactory } from './platform/secure-server.ts';

export interface AppDeps {
  connection: DbConnection;
  /** The SMS adapter; by default chosen from the config (gateway or dev outbox). */
  sms?: SmsSender;
  /** Overrides of the realtime defaults (tests: short heartbeat, small send queue, own hub). */
  realtime?: RealtimeOptions;
}

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Spec §9: request bodies up to 10 MB. */
export const BODY_LIMIT = 10 * 1024 * 1024;

/**
 * Answers that finish after close() began carry `Connection: close`; otherwise the client's
 * keep-alive socket (Keep-Alive: timeout=72) would hold close() open for up to 72 s.
 */
const closeKeepAliveOnShutdown = (app: App): void => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // HTTP/2 has no such header: a GOAWAY ends its sessions (platform/secure-server.ts).
    if (closing && request.raw.httpVersionMajor !== 2) reply.header('connection', 'close');
    done(null, payload);
  });
};

/** Builds the whole HTTP app from a config object; server.ts and the API tests both call it. */
export const buildApp = async (config: Config, deps: AppDeps): Promise<App> => {
  const app = Fastify({
    logger: loggerOptions(config),
    logController: new RequestLog(),
    childLoggerFactory: requestLogger,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Let in-flight requests finish on close, but do not wait for idle keep-alive sockets.
    forceCloseConnections: 'idle',
    ...(config.tls ? { serverFactory: secureServerFactory(config.tls) } : {}),
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // Before any route: the compression hooks attach to the routes registered after them.
  await registerCompression(app);
  registerMetrics(app);
  closeKeepAliveOnShutdown(app);
  const gameProviders = new ProviderRegistry(deps.connection.db, {
    providerSecret: config.games.providerSecret,
    hookSecret: config.hookSecret,
    isProduction: config.isProduction,
    chokdeeGamesUrl: config.games.chokdeeGamesUrl,
  });
  // The site's pages may frame the active game providers' pages (the game routes open them).
  await gameProviders.start();
  app.addHook('onClose', () => gameProviders.stop());
  // ... and the video pages' embedded player.
  const frameSources = () => [...gameProviders.frameOrigins(), VIDEO_EMBED_ORIGIN];
  registerSecurityHeaders(app, frameSources);
  // The back office reads it again after a staff change.
  app.decorate('gameProviders', gameProviders);
  // Parsed on first read (cookiesOf), not on every request.
  await app.register(cookie, { hook: false });
  // Off by default; routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip ?? 'local',
    errorResponseBuilder: (_request, context) =>
      appError('RATE_LIMITED', undefined, {
        message: `Too many requests, please try again in ${context.after}.`,
      }),
  });
  await registerApiDocs(app);
  // Before the member guard and any route: maintenance gate, staff guard (issue 4).
  // Uploaded files, served under /media/ (content and chat images).
  const storage = await registerStorage(app, config);
  // Before every other gate: a visitor from a country the site does not serve learns only that.
  const jurisdictions = registerJurisdictionGate(app, deps.connection.db);
  const backOffice = registerBackOffice(app, { db: deps.connection.db, config, storage });
  // One cache of checked tokens for the guard and the sockets; recheckMember forgets a member's.
  const auth = { db: deps.connection.db, jwtSecret: config.jwtSecret, sessions: new SessionCache() };
  // Before any route: the guard hook reads each route's `config.member`.
  registerMemberGuard(app, auth);
  const realtime = await registerRealtime(app, auth, { redisUrl: config.redisUrl, ...deps.realtime });
  // Maintenance switched on any node: every node's gate reads the flag again on its next request.
  realtime.onBroadcast(MAINTENANCE_CHANGED, () => backOffice.maintenance.forget());
  realtime.onBroadcast(JURISDICTIONS_CHANGED, () => jurisdictions.forget());
  const cash = connectCashUpdates(deps.connection.db, realtime);
  const pushSend = config.push.vapid ? createPushSender(config.push.vapid) : undefined;
  app.decorate('deliverNotifications', () =>
    deliverNotifications({ db: deps.connection.db, hub: realtime.hub, push: pushSend, log: app.log }),
  );

  const pageFallback = await registerWebApp(app, config.webDistDir);
  installErrorHandlers(app, pageFallback);
  registerTextGuard(app);

  await app.register(healthRoutes(deps.connection));
  await app.register(memberRoutes({ db: deps.connection.db, config }));
  await app.register(complianceRoutes({ db: deps.connection.db, config }));
  await app.register(kycRoutes({ db: deps.connection.db, storage }));
  await app.register(lineLoginRoutes({ db: deps.connection.db, config }));
  const sms = deps.sms ?? createSmsSender(config, app.log);
  await app.register(forgotPinRoutes({ db: deps.connection.db, config, sms }));
  await app.register(phoneNumberRoutes({ db: deps.connection.db, config, sms }));
  await app.register(smsOutboxRoutes(!config.isProduction && sms instanceof DevSmsOutbox ? sms : undefined));
  await app.register(siteRoutes(deps.connection.db));
  await app.register(contentRoutes(deps.connection.db));
  await app.register(crawlerRoutes(config.publicOrigin));
  await app.register(walletRoutes({ db: deps.connection.db, cash }));
  await app.register(bankRoutes({ db: deps.connection.db }));
  await app.register(withdrawalRoutes({ db: deps.connection.db, withdraw: config.withdraw }));
  await app.register(notificationRoutes({ db: deps.connection.db, push: config.push }));
  guardChatChannels(realtime, deps.connection.db);
  await app.register(chatRoutes({ ...auth, config, storage, live: createChatLive(realtime, app.log) }));
  await app.register(depositRoutes({ db: deps.connection.db, deposit: config.deposit }));
  await app.register(depositHookRoutes({ db: deps.connection.db, hookSecret: config.hookSecret }));
  await app.register(providerDepositRoutes({ db: deps.connection.db, deposit: config.deposit }));
  await app.register(providerHookRoutes({ db: deps.connection.db, hookSecret: config.hookSecret }));
  const simulateDeposits = config.demo && !config.isProduction;
  await app.register(
    depositSimulatorRoutes({
      db: deps.connection.db,
      hookSecret: config.hookSecret,
      enabled: simulateDeposits,
    }),
  );
  await app.register(lottoRoutes({ db: deps.connection.db }));
  await app.register(poyRoutes({ db: deps.connection.db }));
  await app.register(numberSetRoutes({ db: deps.connection.db }));
  await app.register(yeekeeRoutes({ db: deps.connection.db }));
  await app.register(gameRoutes({ db: deps.connection.db, chokdeeGamesUrl: config.games.chokdeeGamesUrl }));
  await app.register(promotionRoutes({ db: deps.connection.db, jwtSecret: config.jwtSecret }));
  await app.register(gameHookRoutes({ db: deps.connection.db, providers: gameProviders }));
  await app.register(affiliateRoutes({ db: deps.connection.db, publicOrigin: config.publicOrigin }));
  await app.register(roundClockRoutes({ db: deps.connection.db, enabled: config.nodeEnv === 'test' }));
  await app.register(affiliateClockRoutes({ db: deps.connection.db, enabled: config.nodeEnv === 'test' }));
  await app.register(loyaltyRoutes({ db: deps.connection.db }));
  await app.register(achievementRoutes({ db: deps.connection.db, enabled: config.nodeEnv === 'test' }));
  await app.register(backOffice.routes);
  return app;
};
