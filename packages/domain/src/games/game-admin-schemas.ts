import { z } from 'zod';
import { pageQuery } from '../admin/member-admin-schemas.ts';
import { bahtAnswer } from '../money/baht-answer.ts';
import { isoInstantSchema } from '../wallet/amount-schema.ts';
import { GAME_HOOK_STATUSES } from './game-hook-schemas.ts';
import { GAME_PROVIDER_TYPES, gameIdSchema, gameProviderCodeSchema } from './game-schemas.ts';

/** Back office of partner games: the provider registry, catalogues, highlights, transactions, report. */

export const GAME_PROVIDER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
/** How a launch URL is built: the built-in Chokdee Games service, or a configured URL template. */
export const GAME_LAUNCH_KINDS = ['chokdee', 'url-template'] as const;
export const GAME_TRANSACTION_KINDS = ['bet', 'win', 'rollback'] as const;
export type GameTransactionKind = (typeof GAME_TRANSACTION_KINDS)[number];

const NAME_MESSAGE = 'Name must be 1-100 characters';
const name = z.string({ error: NAME_MESSAGE }).trim().min(1, NAME_MESSAGE).max(100, NAME_MESSAGE);
/** A name in each member language. */
export const gameNames = z.object({ th: name, en: name, kh: name, mm: name });

/** A site-local asset path: images never come from the internet. */
export const gameImagePathSchema = z
  .string({ error: 'Image must be a site path like /games/name.svg' })
  .trim()
  .regex(/^\/[A-Za-z0-9/_.-]{1,199}$/, 'Image must be a site path like /games/name.svg');

/** The environment variable that holds a provider's wallet secret (the secret itself is never stored or answered). */
export const secretEnvSchema = z
  .string({ error: 'Secret variable must be an environment variable name' })
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{2,63}$/, 'Secret variable must be an environment variable name');

const launchUrlSchema = z
  .string({ error: 'Launch URL must be an http(s) URL' })
  .trim()
  .max(500, 'Launch URL must be an http(s) URL')
  .refine(
    (value) => /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
    'Launch URL must be an http(s) URL',
  );

const sortOrder = z.number().int().min(0).max(100_000);

export const adminGameProvider = z.object({
  provider: z.string(),
  names: gameNames,
  type: z.enum(GAME_PROVIDER_TYPES),
  status: z.enum(GAME_PROVIDER_STATUSES),
  launchKind: z.enum(GAME_LAUNCH_KINDS),
  /** null: not launchable (listed inactive). For `chokdee`, CHOKDEE_GAMES_URL when set wins. */
  launchUrl: z.string().nullable(),
  /** The name of the environment variable holding the wallet secret (null: HOOK_SECRET outside production). */
  secretEnv: z.string().nullable(),
  /** The secret variable is set in the server's environment (its value is never answered). */
  secretConfigured: z.boolean(),
  logo: z.string(),
  sortOrder: z.number(),
  gameCount: z.number(),
  updatedAt: z.string(),
});
export type AdminGameProvider = z.infer<typeof adminGameProvider>;
export const adminGameProvidersResult = z.object({ items: z.array(adminGameProvider) });

export const adminGameProviderUpdateRequest = z.object({
  provider: gameProviderCodeSchema,
  names: gameNames.optional(),
  type: z.enum(GAME_PROVIDER_TYPES).optional(),
  status: z.enum(GAME_PROVIDER_STATUSES).optional(),
  launchKind: z.enum(GAME_LAUNCH_KINDS).optional(),
  launchUrl: launchUrlSchema.nullable().optional(),
  secretEnv: secretEnvSchema.nullable().optional(),
  logo: gameImagePathSchema.optional(),
  sortOrder: sortOrder.optional(),
});

export const adminGame = z.object({
  provider: z.string(),
  gameId: z.string(),
  names: gameNames,
  image: z.string(),
  category: z.string().nullable(),
  hot: z.boolean(),
  new: z.boolean(),
  active: z.boolean(),
  sortOrder: z.number(),
  updatedAt: z.string(),
});
export type AdminGame = z.infer<typeof adminGame>;

export const adminGamesQuery = z.object({
  provider: gameProviderCodeSchema.optional(),
  /** Game id or name (any language) contains. */
  q: z.string().trim().max(100).default(''),
  ...pageQuery,
});
export const adminGamesResult = z.object({
  items: z.array(adminGame),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

const categorySchema = z.string().trim().min(1).max(40).nullable();
export const adminGameCreateRequest = z.object({
  provider: gameProviderCodeSchema,
  gameId: gameIdSchema,
  names: gameNames,
  image: gameImagePathSchema,
  category: categorySchema.default(null),
  hot: z.boolean().default(false),
  new: z.boolean().default(false),
  active: z.boolean().default(true),
  sortOrder: sortOrder.default(0),
});
export const adminGameUpdateRequest = z.object({
  provider: gameProviderCodeSchema,
  gameId: gameIdSchema,
  names: gameNames.optional(),
  image: gameImagePathSchema.optional(),
  category: categorySchema.optional(),
  hot: z.boolean().optional(),
  new: z.boolean().optional(),
  active: z.boolean().optional(),
  sortOrder: sortOrder.optional(),
});

export const adminGameHighlight = z.object({
  provider: z.string(),
  gameId: z.string(),
  /** The game's name in th. */
  name: z.string(),
  image: z.string(),
  order: z.number(),
});
export const adminGameHighlightsResult = z.object({ items: z.array(adminGameHighlight) });
/** Replaces the whole list; the order of `items` is the display order. */
export const adminGameHighlightsUpdateRequest = z.object({
  items: z.array(z.object({ provider: gameProviderCodeSchema, gameId: gameIdSchema })).max(50),
});

export const adminGameTransactionsQuery = z.object({
  /** User name prefix or exact member uuid. */
  q: z.string().trim().max(100).default(''),
  provider: gameProviderCodeSchema.optional(),
  roundId: z.string().trim().max(100).optional(),
  transactionId: z.string().trim().max(100).optional(),
  from: isoInstantSchema.optional(),
  to: isoInstantSchema.optional(),
  ...pageQuery,
});
export const adminGameTransaction = z.object({
  id: z.string(),
  provider: z.string(),
  transactionId: z.string(),
  referenceTransactionId: z.string().nullable(),
  kind: z.enum(GAME_TRANSACTION_KINDS),
  /** The answer the provider got (OK moved money; any other status moved nothing). */
  outcome: z.enum(GAME_HOOK_STATUSES),
  memberUuid: z.string(),
  userName: z.string(),
  roundId: z.string(),
  gameId: z.string(),
  amount: bahtAnswer,
  createdAt: z.string(),
});
export type AdminGameTransaction = z.input<typeof adminGameTransaction>;
export const adminGameTransactionsResult = z.object({
  items: z.array(adminGameTransaction),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

const dateSchema = z
  .string({ error: 'Date must be YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Date must be YYYY-MM-DD');
/** Days are +07:00 calendar days; at most 93 days per report. */
const MAX_REPORT_DAYS = 93;
export const adminGameReportQuery = z
  .object({ from: dateSchema, to: dateSchema, provider: gameProviderCodeSchema.optional() })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to', path: ['to'] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < MAX_REPORT_DAYS * 86_400_000, {
    message: `At most ${MAX_REPORT_DAYS} days per report`,
    path: ['to'],
  });
export const adminGameReportRow = z.object({
  day: z.string(),
  provider: z.string(),
  bets: bahtAnswer,
  wins: bahtAnswer,
  refunds: bahtAnswer,
  /** Gross gaming revenue: bets - wins - refunds. */
  ggr: bahtAnswer,
  betCount: z.number(),
  players: z.number(),
});
export type AdminGameReportRow = z.input<typeof adminGameReportRow>;
export const adminGameReportResult = z.object({
  items: z.array(adminGameReportRow),
  totals: z.object({ bets: bahtAnswer, wins: bahtAnswer, refunds: bahtAnswer, ggr: bahtAnswer }),
});
