import { adminGamesEndpoints as api, type EndpointAnswer, type EndpointInput } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import { callApi } from '../../../lib/call-api.ts';
import { useStaffCall } from '../../../lib/admin/use-staff-call.ts';

export const GAMES_ADMIN_KEY = [ADMIN_KEY, 'games'] as const;
const PROVIDERS_KEY = [...GAMES_ADMIN_KEY, 'providers'] as const;
export const CATALOGUE_KEY = [...GAMES_ADMIN_KEY, 'catalogue'] as const;
const HIGHLIGHTS_KEY = [...GAMES_ADMIN_KEY, 'highlights'] as const;
export const TRANSACTIONS_KEY = [...GAMES_ADMIN_KEY, 'transactions'] as const;
const REPORT_KEY = [...GAMES_ADMIN_KEY, 'report'] as const;

export type AdminProvider = EndpointAnswer<typeof api.providersUpdate>;
export type AdminCatalogueGame = EndpointAnswer<typeof api.gamesUpdate>;
export type AdminHighlight = EndpointAnswer<typeof api.highlightsList>['items'][number];
export type AdminTransaction = EndpointAnswer<typeof api.transactionsList>['items'][number];
export type ProviderUpdate = EndpointInput<typeof api.providersUpdate>;
export type GameUpdate = EndpointInput<typeof api.gamesUpdate>;
export type ReportQuery = EndpointInput<typeof api.reportDaily>;

/** Every provider, in display order (the providers screen and every provider filter). */
export const useAdminProviders = () =>
  useQuery({
    queryKey: PROVIDERS_KEY,
    queryFn: ({ signal }) => callApi(api.providersList, undefined, { signal }),
    select: (answer) => answer.items,
  });

export const fetchCatalogue = (query: EndpointInput<typeof api.gamesList>, signal?: AbortSignal) =>
  callApi(api.gamesList, query, { signal });

export const useAdminHighlights = () =>
  useQuery({
    queryKey: HIGHLIGHTS_KEY,
    queryFn: ({ signal }) => callApi(api.highlightsList, undefined, { signal }),
    select: (answer) => answer.items,
  });

export const fetchGameTransactions = (
  query: EndpointInput<typeof api.transactionsList>,
  signal?: AbortSignal,
) => callApi(api.transactionsList, query, { signal });

export const useGameReport = (query: ReportQuery) =>
  useQuery({
    queryKey: [...REPORT_KEY, query],
    queryFn: ({ signal }) => callApi(api.reportDaily, query, { signal }),
  });

/** The catalogue's changes; each success refetches every games list of the back office. */
export function useGamesAdminActions() {
  return {
    updateProvider: useStaffCall(api.providersUpdate, GAMES_ADMIN_KEY),
    updateGame: useStaffCall(api.gamesUpdate, GAMES_ADMIN_KEY),
    updateHighlights: useStaffCall(api.highlightsUpdate, GAMES_ADMIN_KEY),
  };
}
