import {
  gameHighlightConfigsEndpoint,
  gamesLaunchEndpoint,
  gamesLogoutEndpoint,
  partnersGameListConfigEndpoint,
  partnersGameListConfigNrEndpoint,
} from '@chokdee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/call-api.ts';
import { currentLocale } from '../../lib/i18n.ts';
import type { LaunchTarget } from './game-routes.ts';

export const gamesKeys = {
  all: ['games'] as const,
  /** The list depends on who asks (member or visitor) and in which language the names come. */
  partners: (member: boolean, lang: string) =>
    ['games', 'partners', member ? 'member' : 'visitor', lang] as const,
  highlights: (lang: string) => ['games', 'highlights', lang] as const,
  launch: (target: LaunchTarget, lang: string) => ['games', 'launch', target, lang] as const,
};

/**
 * The lobby's providers: a member's list (`partners.game.list.config`) when logged in, else the
 * visitors' list (`.nr`). The member list is asked only with a session (spec §6).
 */
export const partnersQuery = (member: boolean, lang: string) =>
  queryOptions({
    queryKey: gamesKeys.partners(member, lang),
    queryFn: ({ signal }) =>
      member
        ? callApi(partnersGameListConfigEndpoint, undefined, { signal })
        : callApi(partnersGameListConfigNrEndpoint, undefined, { signal }),
    staleTime: 60_000,
  });

export const usePartners = (member: boolean, lang: string, enabled: boolean) =>
  useQuery({ ...partnersQuery(member, lang), enabled });

/** `GET /api/game-highlight-configs`: the highlighted games, in order. */
export const highlightsQuery = (lang: string) =>
  queryOptions({
    queryKey: gamesKeys.highlights(lang),
    queryFn: ({ signal }) => callApi(gameHighlightConfigsEndpoint, undefined, { signal }),
    staleTime: 60_000,
  });

export const useHighlights = (lang: string) => useQuery(highlightsQuery(lang));

/**
 * `POST /api/games.launch` once per page visit: the answer's URL carries a fresh game session, so
 * it is never cached for another visit (gcTime 0) nor asked again behind the member's back.
 */
export const launchQuery = (target: LaunchTarget) =>
  queryOptions({
    queryKey: gamesKeys.launch(target, currentLocale()),
    queryFn: ({ signal }) => callApi(gamesLaunchEndpoint, { ...target, lang: currentLocale() }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** `POST /api/games.logout`: ends the member's open game sessions. */
export const logoutGames = () => callApi(gamesLogoutEndpoint);
