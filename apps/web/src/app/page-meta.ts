import { matchPath } from 'react-router';

/** i18n keys (under `meta.`) of a page's title and description. */
export type PageMetaKey =
  | 'home'
  | 'register'
  | 'forgotPin'
  | 'main'
  | 'profile'
  | 'wallet'
  | 'bank'
  | 'lotto'
  | 'round'
  | 'poy'
  | 'numberSet'
  | 'results'
  | 'games'
  | 'promotions';

/**
 * Route pattern → its page's title and description (spec §3 site detail). The first matching
 * pattern wins, so a round (`/lotto/:betGroup/:betId`) comes before its family's list.
 */
export const PAGE_META: readonly (readonly [pattern: string, key: PageMetaKey])[] = [
  ['/', 'home'],
  ['/register/*', 'register'],
  ['/forgot-pin', 'forgotPin'],
  ['/main', 'main'],
  ['/profile/*', 'profile'],
  ['/credit/*', 'wallet'],
  ['/bank/*', 'bank'],
  ['/lotto/4d', 'lotto'],
  ['/lotto/:betGroup/:betId', 'round'],
  ['/lotto/*', 'lotto'],
  ['/poy/*', 'poy'],
  ['/number-set', 'numberSet'],
  ['/results', 'results'],
  ['/games', 'games'],
  ['/game/*', 'games'],
  ['/live/casino', 'games'],
  ['/promotions', 'promotions'],
];

/** The meta of the page at `pathname`; a page with none of its own shows the site's (home). */
export const pageMetaKey = (pathname: string): PageMetaKey =>
  PAGE_META.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'home';
