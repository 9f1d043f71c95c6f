import { highlightsQuery } from '../features/games/api.ts';
import { GamesLobby } from '../features/games/lobby.tsx';
import { currentLocale } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';

/**
 * Run by the route's loader (screen-route.tsx): the highlights (the hero's pictures, the page's
 * largest paint) are asked beside the lobby's first render, not after it.
 */
export const prefetch = () => {
  void queryClient.prefetchQuery(highlightsQuery(currentLocale()));
};

/** `/games` and `/game`: the games lobby. */
export function Component() {
  return <GamesLobby />;
}
