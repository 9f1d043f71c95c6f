import { z } from 'zod';

/** The provider's environment (README "Configuration"): where it listens, the operator, the secret. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  CHOKDEE_GAMES_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
  CHOKDEE_GAMES_HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3000'),
  // One origin, or several separated by spaces or commas (a site reached under two names).
  SITE_ORIGIN: z
    .string()
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    .optional(),
  CHOKDEE_GAMES_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  HOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface GamesConfig {
  production: boolean;
  port: number;
  host: string;
  /** The operator's base URL: the seamless wallet hooks are under it. */
  siteUrl: string;
  /** The only origins allowed to frame the game pages (CSP frame-ancestors). */
  siteOrigins: string[];
  secret: string;
  logLevel: string;
}

export const readGamesConfig = (env: NodeJS.ProcessEnv): GamesConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid environment: ${issues.join('; ')}`);
  }
  const e = parsed.data;
  const secret = e.CHOKDEE_GAMES_SECRET ?? e.HOOK_SECRET;
  if (!secret)
    throw new Error('CHOKDEE_GAMES_SECRET (or HOOK_SECRET) is required: the wallet calls are signed with it');
  return {
    production: e.NODE_ENV === 'production',
    port: e.CHOKDEE_GAMES_PORT,
    host: e.CHOKDEE_GAMES_HOST,
    siteUrl: e.SITE_URL,
    siteOrigins: (e.SITE_ORIGIN ?? [e.SITE_URL]).map((url) => new URL(url).origin),
    secret,
    logLevel: e.LOG_LEVEL,
  };
};
