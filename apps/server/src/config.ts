import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config/config-error.ts';
import { flag, optionalText } from './config/env-values.ts';
import { gamesEnv, readGamesConfig, type GamesConfig } from './config/games-config.ts';
import { httpEdgeEnv, readHttpEdgeConfig, type HttpEdgeConfig } from './config/http-edge-config.ts';
import { moneyEnv, readMoneyConfig, type MoneyConfig } from './config/money-config.ts';
import {
  outsideServicesEnv,
  readLineConfig,
  readRecaptchaConfig,
  readSmsGatewayConfig,
  type OutsideServicesConfig,
} from './config/outside-services-config.ts';
import { pushEnv, readPushConfig, type PushConfig } from './config/push-config.ts';
import { readStorageConfig, storageEnv, type StorageConfig } from './config/storage-config.ts';
import { loadLocalSecrets } from './platform/local-secrets.ts';

/** What every node needs to start: where it listens, its databases, its secrets, demo and logging. */
const serverEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  HOOK_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DEMO: optionalText.pipe(flag.optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The whole environment the server reads, in one place (each area's variables beside its reader). */
export const envSchema = z.object({
  ...serverEnv.shape,
  ...httpEdgeEnv.shape,
  ...outsideServicesEnv.shape,
  ...moneyEnv.shape,
  ...gamesEnv.shape,
  ...pushEnv.shape,
  ...storageEnv.shape,
});

export interface Config extends HttpEdgeConfig, OutsideServicesConfig, MoneyConfig {
  /** Partner games: the Chokdee Games URL and the providers' wallet secrets by variable name. */
  games: GamesConfig;
  /** Web Push: VAPID keys (env in production, generated into DATA_DIR elsewhere). */
  push: PushConfig;
  /** Uploaded files: local directory or S3-compatible bucket. */
  storage: StorageConfig;
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute; holds the PGlite files and the generated local secrets. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  hookSecret: string;
  demo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

const describeIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`).join('; ');

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid environment: ${describeIssues(parsed.error)}`);
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(cwd, e.DATA_DIR);

  if (isProduction) {
    // Production must never run on secrets that only exist on one machine's disk.
    const missing = (['JWT_SECRET', 'HOOK_SECRET', 'DATABASE_URL'] as const).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Missing required environment for NODE_ENV=production: ${missing.join(', ')}`);
    }
  }

  // Demo credentials are published in the docs; a production install must never accept them.
  if (isProduction && e.DEMO === true) throw new ConfigError('DEMO must be off when NODE_ENV=production');

  const line = readLineConfig(e);
  const smsGateway = readSmsGatewayConfig(e, isProduction);

  let jwtSecret = e.JWT_SECRET;
  let hookSecret = e.HOOK_SECRET;
  if (!jwtSecret || !hookSecret) {
    const local = loadLocalSecrets(dataDir);
    jwtSecret ??= local.jwtSecret;
    hookSecret ??= local.hookSecret;
  }

  const demo = e.DEMO ?? !e.DATABASE_URL;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret,
    hookSecret,
    // Demo data belongs to the embedded database by default, never silently to a real server.
    demo,
    logLevel: e.LOG_LEVEL,
    ...readHttpEdgeConfig(e, cwd),
    line,
    lineStandInPort: e.LINE_STANDIN_PORT,
    smsGateway,
    recaptcha: readRecaptchaConfig(e),
    ...readMoneyConfig(e),
    games: readGamesConfig(e, env, demo),
    push: readPushConfig(e, isProduction, dataDir),
    storage: readStorageConfig(e),
  };
};
