import { betListResultsEndpoint } from '@chokdee/domain';
import { callApi } from '../../../lib/call-api.ts';
import type { ResultQuery } from '../types.ts';

/** `GET /api/bet-list-results` (public): confirmed results, newest first. */
export const fetchResults = (query: ResultQuery, signal?: AbortSignal) =>
  callApi(betListResultsEndpoint, { resultDate: query.resultDate, betGroup: query.betGroup }, { signal });
