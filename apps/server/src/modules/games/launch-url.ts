import type { Locale } from '@chokdee/domain';
import type { LaunchKind } from './catalogue-repository.ts';

/** Where a provider's games open (docs/games.md, "Launch adapters"). */
export interface LaunchTarget {
  launchKind: LaunchKind;
  launchUrl: string | null;
}

export interface LaunchParams {
  token: string;
  user: string;
  lang: Locale;
  gameId: string | undefined;
  gameList: string | undefined;
}

/**
 * The base URL a provider's games open on: for the built-in Chokdee Games service the configured
 * CHOKDEE_GAMES_URL (demo: the local service) before its registry row; null: not launchable.
 */
export const launchBaseOf = (provider: LaunchTarget, chokdeeGamesUrl: string | undefined): string | null =>
  (provider.launchKind === 'chokdee' ? (chokdeeGamesUrl ?? provider.launchUrl) : provider.launchUrl) ?? null;

const PLACEHOLDER = /\{(token|user|lang|gameId|gameList)\}/g;

/**
 * The game's URL. Chokdee Games: `<base>/play/<gameId>?token=&user=&lang=`. A URL template: its
 * `{token}`, `{user}`, `{lang}`, `{gameId}`, `{gameList}` filled in (URL-encoded); a template
 * without `{token}` gets the values as query parameters instead.
 */
export const launchUrlOf = (kind: LaunchKind, base: string, params: LaunchParams): string => {
  if (kind === 'chokdee') {
    const url = new URL(`${base.replace(/\/+$/, '')}/play/${encodeURIComponent(params.gameId ?? '')}`);
    url.searchParams.set('token', params.token);
    url.searchParams.set('user', params.user);
    url.searchParams.set('lang', params.lang);
    return url.toString();
  }
  if (base.includes('{token}'))
    return base.replace(PLACEHOLDER, (_match, name: keyof LaunchParams) =>
      encodeURIComponent(params[name] ?? ''),
    );
  const url = new URL(base);
  for (const name of ['token', 'user', 'lang', 'gameId', 'gameList'] as const) {
    const value = params[name];
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
};
