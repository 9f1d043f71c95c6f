import { z } from 'zod';
import { optionalText } from './env-values.ts';

/** The environment of partner games (docs/games.md): where the built-in Chokdee Games service answers. */
export const gamesEnv = z.object({
  // The Chokdee Games service's base URL the member's browser opens; in demo mode, by default the
  // local service on CHOKDEE_GAMES_PORT.
  CHOKDEE_GAMES_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  CHOKDEE_GAMES_PORT: z.coerce.number().int().min(0).max(65535).default(3002),
});

export interface GamesConfig {
  /** The base URL of provider `chokdee`'s game pages; undefined: the provider row's launch URL. */
  chokdeeGamesUrl: string | undefined;
  chokdeeGamesPort: number;
  /**
   * A provider's wallet secret by the environment variable its registry row names (never stored
   * in the database, never answered). Undefined when the variable is unset or blank.
   */
  providerSecret: (envName: string) => string | undefined;
}

export const readGamesConfig = (
  e: z.infer<typeof gamesEnv>,
  env: NodeJS.ProcessEnv,
  demo: boolean,
): GamesConfig => ({
  chokdeeGamesUrl: (
    e.CHOKDEE_GAMES_URL ?? (demo ? `http://127.0.0.1:${e.CHOKDEE_GAMES_PORT}` : undefined)
  )?.replace(/\/+$/, ''),
  chokdeeGamesPort: e.CHOKDEE_GAMES_PORT,
  providerSecret: (envName) => {
    const value = env[envName]?.trim();
    return value ? value : undefined;
  },
});
