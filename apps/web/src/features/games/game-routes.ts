/**
 * Spec §2's game routes, read into a launch request. Every `/game/<provider>/…` path is one launch
 * page; how the segments after the provider are read depends on the provider:
 * - `gpx` and `wl` take a game list first: `/game/gpx/{gameList}/{gameId}`, `/game/gpx/pgSport`,
 *   `/game/wl/{gameList}/{gameId}`;
 * - `wl-game-test` takes the game first, then an optional list: `/game/wl-game-test/{gameId?}/{gameList?}`;
 * - `wm/list` is WM's table list (`gameList: 'list'`);
 * - every other provider takes an optional game: `/game/joker/{gameId}`, `/game/chokdee/chokdee-slot`.
 * Backup variants open the same launch: a provider segment ending in `-backup` (`/game/joker-backup/…`)
 * or a last segment `index-backup` (the site's backup page name, as in `/lotto/index-backup`).
 */
export interface LaunchTarget {
  provider: string;
  gameId?: string;
  gameList?: string;
}

const LIST_FIRST = new Set(['gpx', 'wl']);
const GAME_THEN_LIST = new Set(['wl-game-test']);
const BACKUP_SUFFIX = '-backup';
const BACKUP_PAGE = 'index-backup';
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const withOptional = (target: LaunchTarget): LaunchTarget =>
  Object.fromEntries(Object.entries(target).filter(([, value]) => value !== undefined)) as LaunchTarget;

/** The launch request of `/game/<providerSegment>/<rest…>`, or null when the path names no game. */
export function launchTargetOf(providerSegment: string, rest: readonly string[]): LaunchTarget | null {
  const provider = providerSegment.endsWith(BACKUP_SUFFIX)
    ? providerSegment.slice(0, -BACKUP_SUFFIX.length)
    : providerSegment;
  const segments = rest.filter((segment) => segment !== '');
  if (segments.at(-1) === BACKUP_PAGE) segments.pop();
  if (!SEGMENT.test(provider) || !segments.every((segment) => SEGMENT.test(segment))) return null;
  if (segments.length > 2) return null;
  const [first, second] = segments;
  if (LIST_FIRST.has(provider)) return withOptional({ provider, gameList: first, gameId: second });
  if (GAME_THEN_LIST.has(provider)) return withOptional({ provider, gameId: first, gameList: second });
  if (provider === 'wm' && first === 'list' && second === undefined) return { provider, gameList: 'list' };
  return second === undefined ? withOptional({ provider, gameId: first }) : null;
}

/** The site path that launches a game (the lobby's links), the inverse of launchTargetOf. */
export function gamePath(provider: string, gameId?: string, gameList?: string | null): string {
  const parts = ['game', provider];
  if (LIST_FIRST.has(provider)) parts.push(gameList ?? 'all');
  if (gameId) parts.push(gameId);
  if (GAME_THEN_LIST.has(provider) && gameId && gameList) parts.push(gameList);
  return `/${parts.map(encodeURIComponent).join('/')}`;
}
