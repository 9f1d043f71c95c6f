import type {
  AdminExposure,
  AdminFamilySettings,
  AdminNumberRule,
  AdminResultVersion,
  AdminRoundActionResult,
  AdminRoundDetail,
  AdminRoundResults,
  AdminRoundRow,
  ResultInput,
} from '@chokdee/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client.ts';
import { adminApi } from '../../../lib/admin/admin-api.ts';
import { ADMIN_KEY } from '../../../lib/admin/session.ts';
import type { Paged } from '../../../lib/admin/types.ts';

/** Every lotto query key starts with this, so a change refreshes lists, the round and its exposure. */
export const LOTTO_KEY = [ADMIN_KEY, 'lotto'] as const;
const FAMILIES_KEY = [...LOTTO_KEY, 'families'] as const;
export const roundKey = (id: string) => [...LOTTO_KEY, 'round', id] as const;

/** The exposure view refreshes itself this often while it is on screen. */
export const EXPOSURE_REFRESH_MS = 5000;

export const useFamilies = () =>
  useQuery({
    queryKey: FAMILIES_KEY,
    queryFn: ({ signal }) => adminApi.get<AdminFamilySettings[]>('lotto.families', undefined, signal),
  });

export interface RoundsFilter {
  family: string;
  date: string;
  status: string;
  page: number;
  pageSize: number;
}

export const useRounds = (filter: RoundsFilter) =>
  useQuery({
    queryKey: [...LOTTO_KEY, 'rounds', filter],
    queryFn: ({ signal }) =>
      adminApi.get<Paged<AdminRoundRow>>(
        'lotto.rounds',
        {
          family: filter.family || undefined,
          date: filter.date || undefined,
          status: filter.status || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useRound = (id: string) =>
  useQuery({
    queryKey: roundKey(id),
    queryFn: ({ signal }) => adminApi.get<AdminRoundDetail>('lotto.rounds.one', { id }, signal),
  });

export const useExposure = (roundId: string, sort: 'stake' | 'payout', option: string, live: boolean) =>
  useQuery({
    queryKey: [...roundKey(roundId), 'exposure', sort, option],
    queryFn: ({ signal }) =>
      adminApi.get<AdminExposure>(
        'lotto.exposure',
        { roundId, sort, limit: 15, option: option || undefined },
        signal,
      ),
    refetchInterval: live ? EXPOSURE_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });

/** After any lotto change: everything lotto is refetched (lists, the round, its exposure). */
export const refreshLotto = () => queryClient.invalidateQueries({ queryKey: LOTTO_KEY });

export const postFamily = (body: unknown) =>
  adminApi.post<AdminFamilySettings>('lotto.families.update', body);
export const postRoundUpdate = (body: unknown) =>
  adminApi.post<AdminRoundDetail>('lotto.rounds.update', body);
export const postRule = (body: { roundId: string; option: string; number: string; rate: number | null }) =>
  adminApi.post<AdminNumberRule>('lotto.rules.set', body);
export const deleteRule = (body: { roundId: string; option: string; number: string }) =>
  adminApi.post<{ deleted: true }>('lotto.rules.delete', body);

export type RoundAction = 'open' | 'close' | 'void';
export const postRoundAction = (action: RoundAction, body: { id: string; reason: string }) =>
  adminApi.post<AdminRoundActionResult>(`lotto.rounds.${action}`, body);

/** While a confirmed result is being settled (DRAWN), the results view refreshes itself this often. */
export const RESULTS_REFRESH_MS = 2000;

export const useRoundResults = (roundId: string) =>
  useQuery({
    queryKey: [...roundKey(roundId), 'results'],
    queryFn: ({ signal }) =>
      adminApi.get<AdminRoundResults>(
        `lotto/rounds/${encodeURIComponent(roundId)}/results`,
        undefined,
        signal,
      ),
    refetchInterval: (query) => (query.state.data?.roundStatus === 'DRAWN' ? RESULTS_REFRESH_MS : false),
  });

export const postResult = (roundId: string, input: ResultInput) =>
  adminApi.post<AdminResultVersion>(`lotto/rounds/${encodeURIComponent(roundId)}/results`, { input });
export type ResultDecision = 'confirm' | 'reject';
export const postResultDecision = (roundId: string, resultId: string, decision: ResultDecision) =>
  adminApi.post<AdminResultVersion>(
    `lotto/rounds/${encodeURIComponent(roundId)}/results/${encodeURIComponent(resultId)}/${decision}`,
  );
