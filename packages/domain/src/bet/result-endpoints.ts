import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { resultQuerySchema, resultStatsQuerySchema } from './result-query-schemas.ts';
import { resultStatsAnswer, roundResultAnswer } from './result-answers.ts';

export const betListResultsEndpoint = endpoint({
  method: 'GET',
  path: '/api/bet-list-results',
  auth: 'public',
  query: resultQuerySchema,
  response: z.array(roundResultAnswer),
  summary:
    'Confirmed results (public): one round (betId), one Bangkok draw date (resultDate), and/or a group or family (betGroup; alone: its latest 30), newest first',
  tags: ['lotto'],
});

export const betListResultsStatsEndpoint = endpoint({
  method: 'GET',
  path: '/api/bet-list-results.stats',
  auth: 'public',
  query: resultStatsQuerySchema,
  response: resultStatsAnswer,
  summary:
    "Hot and cold numbers (public): how often each 3-top, 2-top and 2-bottom number came out in a family's latest confirmed draws",
  tags: ['lotto'],
});
