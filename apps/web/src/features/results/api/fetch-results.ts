import { api } from '../../../lib/api-client.ts';
import type { ResultQuery, RoundResult } from '../types.ts';

/** `GET /api/bet-list-results` (public): confirmed results, newest first. */
export const fetchResults = (query: ResultQuery, signal?: AbortSignal) =>
  api.get<RoundResult[]>('bet-list-results', {
    query: { resultDate: query.resultDate, betGroup: query.betGroup },
    signal,
  });
