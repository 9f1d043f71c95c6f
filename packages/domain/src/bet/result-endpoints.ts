import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { resultQuerySchema } from './result-query-schemas.ts';
import { roundResultAnswer } from './result-answers.ts';

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
