import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';

/**
 * Partner games (api-contract.md "Partner games"): the provider registry and catalogue as members
 * see them, the highlights and the launch call. Names are answered in the request's `locale`
 * cookie language, falling back to th.
 */
export const GAME_PROVIDER_TYPES = ['casino', 'slot', 'sport', 'live'] as const;
export type GameProviderType = (typeof GAME_PROVIDER_TYPES)[number];

/** A provider code as it appears in URLs (`/game/<provider>`, `/api/hooks/games/<provider>/…`). */
export const gameProviderCodeSchema = z
  .string({ error: 'provider is invalid' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'provider is invalid');

/** A game id inside its provider's catalogue. */
export const gameIdSchema = z
  .string({ error: 'gameId is invalid' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'gameId is invalid');

/** A sub-lobby of a provider (spec §2: `/game/gpx/{gameList}`, e.g. `pgSport`). */
export const gameListSchema = z
  .string({ error: 'gameList is invalid' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'gameList is invalid');

export const partnerGame = z.object({
  gameId: z.string(),
  name: z.string(),
  /** A site-local image path (`/games/<gameId>.svg`). */
  image: z.string(),
  hot: z.boolean(),
  new: z.boolean(),
  category: z.string().nullable(),
});
export type PartnerGame = z.infer<typeof partnerGame>;

export const partnerProvider = z.object({
  provider: z.string(),
  name: z.string(),
  type: z.enum(GAME_PROVIDER_TYPES),
  /** A site-local image path (`/games/<provider>.svg`). */
  logo: z.string(),
  /** The provider is open and launchable; an inactive one is listed greyed out. */
  active: z.boolean(),
  games: z.array(partnerGame),
});
export type PartnerProvider = z.infer<typeof partnerProvider>;

export const partnerListAnswer = z.array(partnerProvider);

export const gameHighlight = z.object({
  provider: z.string(),
  gameId: z.string(),
  name: z.string(),
  image: z.string(),
  order: z.number(),
});
export type GameHighlight = z.infer<typeof gameHighlight>;
export const gameHighlightsAnswer = z.array(gameHighlight);

export const gamesLaunchRequest = z.object({
  provider: gameProviderCodeSchema,
  gameId: gameIdSchema.optional(),
  gameList: gameListSchema.optional(),
  /** The game's language; default the `locale` cookie's, else th. */
  lang: z.enum(LOCALES, { error: 'lang must be th, en, kh or mm' }).optional(),
});
export type GamesLaunchRequest = z.input<typeof gamesLaunchRequest>;

export const gamesLaunchAnswer = z.object({
  /** The provider's game URL carrying a fresh game session token (`token=`); open it in a frame. */
  url: z.string(),
  /** When the session stops accepting bets (ISO 8601, +07:00). */
  expiresAt: z.string(),
});
export type GamesLaunchAnswer = z.infer<typeof gamesLaunchAnswer>;

export const gamesLogoutAnswer = z.object({});
