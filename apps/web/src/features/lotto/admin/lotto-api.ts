import {
  adminLottoExposureEndpoint,
  adminLottoFamiliesEndpoint,
  adminLottoFamiliesUpdateEndpoint,
  adminLottoResultsConfirmEndpoint,
  adminLottoResultsEndpoint,
  adminLottoResultsEnterEndpoint,
  adminLottoResultsRejectEndpoint,
  adminLottoRoundEndpoint,
  adminLottoRoundsCloseEndpoint,
  adminLottoRoundsEndpoint,
  adminLottoRoundsOpenEndpoint,
  adminLottoRoundsUpdateEndpoint,
  adminLottoRoundsVoidEndpoint,
  adminLottoRulesDeleteEndpoint,
  adminLottoRulesSetEndpoint,
  type EndpointAnswer,
  type EndpointInput,
  type ResultInput,
} from '@chokdee/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';

/** What the back-office lotto calls answer, as they travel (money in baht). */
export type LottoFamily = EndpointAnswer<typeof adminLottoFamiliesUpdateEndpoint>;
export type LottoRoundRow = EndpointAnswer<typeof adminLottoRoundsEndpoint>['items'][number];
export type LottoRound = EndpointAnswer<typeof adminLottoRoundEndpoint>;
export type LottoExposure = EndpointAnswer<typeof adminLottoExposureEndpoint>;
export type RoundResults = EndpointAnswer<typeof adminLottoResultsEndpoint>;
export type ResultVersion = RoundResults['items'][number];

/** Every lotto query key starts with this, so a change refreshes lists, the round and its exposure. */
export const LOTTO_KEY = [ADMIN_KEY, 'lotto'] as const;
const FAMILIES_KEY = [...LOTTO_KEY, 'families'] as const;
export const roundKey = (id: string) => [...LOTTO_KEY, 'round', id] as const;

/** The exposure view refreshes itself this often while it is on screen. */
export const EXPOSURE_REFRESH_MS = 5000;

export const useFamilies = () =>
  useQuery({
    queryKey: FAMILIES_KEY,
    queryFn: ({ signal }) => callApi(adminLottoFamiliesEndpoint, undefined, { signal }),
  });

export interface RoundsFilter {
  family: string;
  date: string;
  status: string;
  page: number;
  pageSize: number;
}

type RoundsQuery = EndpointInput<typeof adminLottoRoundsEndpoint>;

export const useRounds = (filter: RoundsFilter) =>
  useQuery({
    queryKey: [...LOTTO_KEY, 'rounds', filter],
    queryFn: ({ signal }) =>
      callApi(
        adminLottoRoundsEndpoint,
        {
          // The filter's selects hold the schema's values or '' (any).
          family: (filter.family || undefined) as RoundsQuery['family'],
          date: filter.date || undefined,
          status: (filter.status || undefined) as RoundsQuery['status'],
          page: filter.page,
          pageSize: filter.pageSize,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useRound = (id: string) =>
  useQuery({
    queryKey: roundKey(id),
    queryFn: ({ signal }) => callApi(adminLottoRoundEndpoint, { id }, { signal }),
  });

export const useExposure = (roundId: string, sort: 'stake' | 'payout', option: string, live: boolean) =>
  useQuery({
    queryKey: [...roundKey(roundId), 'exposure', sort, option],
    queryFn: ({ signal }) =>
      callApi(
        adminLottoExposureEndpoint,
        {
          roundId,
          sort,
          limit: 15,
          // The option select holds the schema's options or '' (all).
          option: (option || undefined) as EndpointInput<typeof adminLottoExposureEndpoint>['option'],
        },
        { signal },
      ),
    refetchInterval: live ? EXPOSURE_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });

/** After any lotto change: everything lotto is refetched (lists, the round, its exposure). */
export const refreshLotto = () => queryClient.invalidateQueries({ queryKey: LOTTO_KEY });

export const postFamily = (body: EndpointInput<typeof adminLottoFamiliesUpdateEndpoint>) =>
  callApi(adminLottoFamiliesUpdateEndpoint, body);
export const postRoundUpdate = (body: EndpointInput<typeof adminLottoRoundsUpdateEndpoint>) =>
  callApi(adminLottoRoundsUpdateEndpoint, body);
export const postRule = (body: EndpointInput<typeof adminLottoRulesSetEndpoint>) =>
  callApi(adminLottoRulesSetEndpoint, body);
export const deleteRule = (body: EndpointInput<typeof adminLottoRulesDeleteEndpoint>) =>
  callApi(adminLottoRulesDeleteEndpoint, body);

const ROUND_ACTIONS = {
  open: adminLottoRoundsOpenEndpoint,
  close: adminLottoRoundsCloseEndpoint,
  void: adminLottoRoundsVoidEndpoint,
};
export type RoundAction = keyof typeof ROUND_ACTIONS;
export const postRoundAction = (action: RoundAction, body: { id: string; reason: string }) =>
  callApi(ROUND_ACTIONS[action], body);

/** While a confirmed result is being settled (DRAWN), the results view refreshes itself this often. */
export const RESULTS_REFRESH_MS = 2000;

export const useRoundResults = (roundId: string) =>
  useQuery({
    queryKey: [...roundKey(roundId), 'results'],
    queryFn: ({ signal }) => callApi(adminLottoResultsEndpoint, { params: { id: roundId } }, { signal }),
    refetchInterval: (query) => (query.state.data?.roundStatus === 'DRAWN' ? RESULTS_REFRESH_MS : false),
  });

export const postResult = (roundId: string, input: ResultInput) =>
  callApi(adminLottoResultsEnterEndpoint, { input, params: { id: roundId } });

const RESULT_DECISIONS = {
  confirm: adminLottoResultsConfirmEndpoint,
  reject: adminLottoResultsRejectEndpoint,
};
export type ResultDecision = keyof typeof RESULT_DECISIONS;
export const postResultDecision = (roundId: string, resultId: string, decision: ResultDecision) =>
  callApi(RESULT_DECISIONS[decision], { params: { id: roundId, resultId } });
