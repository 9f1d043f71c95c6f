import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { roundResultAnswer } from './result-answers.ts';
import { roundAnswer } from './round-answers.ts';

/** What the landing page shows a visitor: the next rounds and the latest results, one call. */
export const showcaseAnswer = z.object({
  rounds: z.array(roundAnswer),
  results: z.array(roundResultAnswer),
});

export const betListsShowcaseEndpoint = endpoint({
  method: 'GET',
  path: '/api/bet-lists.showcase',
  auth: 'public',
  response: showcaseAnswer,
  summary:
    'Public: the open round of each family that closes next (soonest first) and the newest confirmed result of each family (newest first)',
  tags: ['lotto'],
});
