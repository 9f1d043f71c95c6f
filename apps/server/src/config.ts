import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bahtToSatang, DEPOSIT_DEFAULT_LIMITS } from '@chokdee/domain';
import { z } from 'zod';
import { loadLocalSecrets } from './platform/local-secrets.ts';

/** Thrown for any unusable environment; its message is one line, printed as is by server.ts. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

// Environment strings: blank counts as unset, so `JWT_SECRET=` in a .env file does not pass.
const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().optional(),
);
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** A positive baht amount setting (<= 2 decimals), as satang. */
const bahtSetting = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const amount = bahtToSatang(value);
      if (amount === null || amount <= 0) {
        ctx.addIssue({ code: 'custom', message: 'must be a positive baht amount with at most 2 decimals' });
        return z.NEVER;
      }
      return BigInt(amount);
    });

/** The whole environment the server reads, in one place. */
export const envSchema = z.object({
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
  // Per-IP limits on the public member entry points (tests raise them).
  RATE_LIMIT_LOGIN_PER_MIN: z.coerce.number().int().min(1).default(30),
  // How soon a client asks again whether maintenance is over (Retry-After, and the web app's poll).
  MAINTENANCE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  RATE_LIMIT_SIGNUP_PER_10MIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LINE_LOGIN_PER_MIN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_FORGOT_PIN_PER_MIN: z.coerce.number().int().min(1).default(20),
  WEB_DIST_DIR: optionalText,
  // Behind a load balancer: `true` (trust X-Forwarded-*) or a comma list of proxy addresses/CIDRs.
  TRUST_PROXY: optionalText,
  // LINE Login (OpenID Connect). Unset in demo mode: a local stand-in provider is started instead.
  LINE_ISSUER: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LINE_CLIENT_ID: optionalText,
  LINE_CLIENT_SECRET: optionalText,
  LINE_STANDIN_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  // SMS gateway for the forgot-PIN OTP. Unset: the dev outbox (memory + log), refused in production.
  SMS_GATEWAY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SMS_GATEWAY_KEY: optionalText,
  SMS_SENDER: optionalText.pipe(z.string().max(11).optional()),
  // reCAPTCHA on signup and login: on when a secret is set; the verify URL is overridable for tests.
  RECAPTCHA_SECRET: optionalText,
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  // Back office: a manual wallet adjustment or move above this many baht needs a Super Admin.
  ADMIN_ADJUST_SUPER_ADMIN_ABOVE_BAHT: z
    .string()
    .default('50000')
    .transform((value, ctx) => {
      // Read by its digits like every other baht amount (no float multiplication).
      const amount = bahtToSatang(value);
      if (amount === null || amount < 0) {
        ctx.addIssue({ code: 'custom', message: 'must be baht with at most 2 decimals' });
        return z.NEVER;
      }
      return BigInt(amount);
    }),
  // Withdrawals (spec §9 defaults): per request, per +07:00 day (sum and count), two-person rule.
  WITHDRAW_MAX_PER_TIME_BAHT: bahtSetting('49000'),
  WITHDRAW_MAX_PER_DAY_BAHT: bahtSetting('200000'),
  WITHDRAW_MAX_COUNT_PER_DAY: z.coerce.number().int().min(1).default(5),
  WITHDRAW_TWO_PERSON_ABOVE_BAHT: bahtSetting('20000'),
  // Deposits: the spec names no limits, these are ours (docs/deposits.md); fast/QR request lifetime.
  DEPOSIT_MIN_BAHT: bahtSetting(String(DEPOSIT_DEFAULT_LIMITS.minBaht)),
  DEPOSIT_MAX_BAHT: bahtSetting(String(DEPOSIT_DEFAULT_LIMITS.maxBaht)),
  DEPOSIT_REQUEST_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(120)
    .default(DEPOSIT_DEFAULT_LIMITS.requestMinutes),
});

const parseTrustProxy = (value: string | undefined): boolean | string[] => {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
};

export interface Config {
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
  /** Per-IP request limits of users.login (per minute) and users.signup (per 10 minutes). */
  rateLimits: {
    loginPerMin: number;
    signupPer10Min: number;
    lineLoginPerMin: number;
    forgotPinPerMin: number;
  };
  /** Absolute path of the built web app (apps/web/dist unless WEB_DIST_DIR says otherwise). */
  webDistDir: string;
  trustProxy: boolean | string[];
  /** Seconds a client waits before asking again whether maintenance is over. */
  maintenanceRetryAfterSeconds: number;
  /** LINE Login client; undefined when not configured (demo mode fills it with the stand-in). */
  line: LineConfig | undefined;
  lineStandInPort: number;
  /** HTTP SMS gateway; undefined means the dev outbox (never in production). */
  smsGateway: SmsGatewayConfig | undefined;
  /** Unset: signup and login take no reCAPTCHA token. */
  recaptcha: RecaptchaConfig | undefined;
  /** Manual wallet adjustments/moves above this (satang) need `wallet.adjust.large` (Super Admin). */
  adminAdjustSuperAdminAboveSatang: bigint;
  /** Withdrawal limits (satang) and the amount above which two staff approvals are needed. */
  withdraw: WithdrawConfig;
  /** Deposit limits (satang) and how long a fast/QR request stays open. */
  deposit: DepositConfig;
}

export interface DepositConfig {
  minSatang: bigint;
  maxSatang: bigint;
  requestMs: number;
}

export interface WithdrawConfig {
  maxPerTimeSatang: bigint;
  maxPerDaySatang: bigint;
  maxCountPerDay: number;
  twoPersonAboveSatang: bigint;
}

export interface LineConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface RecaptchaConfig {
  secret: string;
  verifyUrl: string;
}

export interface SmsGatewayConfig {
  url: string;
  key: string;
  sender: string;
}

const describeIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`).join('; ');

type Env = z.infer<typeof envSchema>;

// All three or none: a half-configured LINE client would only fail at the first member's login.
const readLineConfig = (e: Env): LineConfig | undefined => {
  const { LINE_ISSUER: issuer, LINE_CLIENT_ID: clientId, LINE_CLIENT_SECRET: clientSecret } = e;
  if (issuer && clientId && clientSecret) return { issuer, clientId, clientSecret };
  const parts = { LINE_ISSUER: issuer, LINE_CLIENT_ID: clientId, LINE_CLIENT_SECRET: clientSecret };
  const missing = Object.keys(parts).filter((name) => !parts[name as keyof typeof parts]);
  if (missing.length === 3) return undefined;
  throw new ConfigError(
    `LINE Login needs LINE_ISSUER, LINE_CLIENT_ID and LINE_CLIENT_SECRET; missing: ${missing.join(', ')}`,
  );
};

// The dev outbox only logs OTPs; in production members would never receive their code.
const readSmsGatewayConfig = (e: Env, isProduction: boolean): SmsGatewayConfig | undefined => {
  if (!e.SMS_GATEWAY_URL) {
    if (isProduction)
      throw new ConfigError('SMS_GATEWAY_URL and SMS_GATEWAY_KEY are required when NODE_ENV=production');
    return undefined;
  }
  if (!e.SMS_GATEWAY_KEY) throw new ConfigError('SMS_GATEWAY_KEY is required with SMS_GATEWAY_URL');
  return { url: e.SMS_GATEWAY_URL, key: e.SMS_GATEWAY_KEY, sender: e.SMS_SENDER ?? 'Chokdee' };
};

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
    demo: e.DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      loginPerMin: e.RATE_LIMIT_LOGIN_PER_MIN,
      signupPer10Min: e.RATE_LIMIT_SIGNUP_PER_10MIN,
      lineLoginPerMin: e.RATE_LIMIT_LINE_LOGIN_PER_MIN,
      forgotPinPerMin: e.RATE_LIMIT_FORGOT_PIN_PER_MIN,
    },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(cwd, e.WEB_DIST_DIR) : DEFAULT_WEB_DIST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    maintenanceRetryAfterSeconds: e.MAINTENANCE_RETRY_AFTER_SECONDS,
    line,
    lineStandInPort: e.LINE_STANDIN_PORT,
    smsGateway,
    recaptcha: e.RECAPTCHA_SECRET
      ? { secret: e.RECAPTCHA_SECRET, verifyUrl: e.RECAPTCHA_VERIFY_URL }
      : undefined,
    adminAdjustSuperAdminAboveSatang: e.ADMIN_ADJUST_SUPER_ADMIN_ABOVE_BAHT,
    withdraw: {
      maxPerTimeSatang: e.WITHDRAW_MAX_PER_TIME_BAHT,
      maxPerDaySatang: e.WITHDRAW_MAX_PER_DAY_BAHT,
      maxCountPerDay: e.WITHDRAW_MAX_COUNT_PER_DAY,
      twoPersonAboveSatang: e.WITHDRAW_TWO_PERSON_ABOVE_BAHT,
    },
    deposit: {
      minSatang: e.DEPOSIT_MIN_BAHT,
      maxSatang: e.DEPOSIT_MAX_BAHT,
      requestMs: e.DEPOSIT_REQUEST_MINUTES * 60_000,
    },
  };
};
