import { loadAuth } from '../features/auth/index.ts';
import { highlightsQuery, partnersQuery } from '../features/games/api.ts';
import { GamesLobby } from '../features/games/lobby.tsx';
import { currentLocale } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

/**
 * Run by the route's loader (screen-route.tsx): the highlights (the hero's pictures, the page's
 * largest paint) and the member's or visitor's list are asked beside the lobby's first render, not
 * after it.
 */
export const prefetch = () => {
  const lang = currentLocale();
  void queryClient.prefetchQuery(highlightsQuery(lang));
  void loadAuth()
    .catch(() => null)
    .then((user) => queryClient.prefetchQuery(partnersQuery(Boolean(user), lang)));
};

/** `/games` and `/game`: the games lobby. */
export function Component() {
  return <GamesLobby />;
}
