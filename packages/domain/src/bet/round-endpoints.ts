import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import {
  betListsLatestAnswer,
  fourDListsAnswer,
  minMaxAnswer,
  numberRateAnswer,
  ratesNowAnswer,
  roundDetailAnswer,
} from './round-answers.ts';

const tags = ['lotto'];
const lotto = { member: 'lotto' } as const;
/** `betType` narrows the rates to one option. */
const betIdQuery = z.object({ betId: z.string().min(1).max(30), betType: z.string().max(40).optional() });

export const betListsLatestEndpoint = endpoint({
  method: 'GET',
  path: '/api/bet-lists.latest',
  auth: lotto,
  response: betListsLatestAnswer,
  summary: 'Rounds open now or closed within the hour, per group',
  tags,
});

export const betListsOneEndpoint = endpoint({
  method: 'GET',
  path: '/api/bet-lists.one',
  auth: lotto,
  query: z.object({ id: z.string().min(1).max(30) }),
  response: roundDetailAnswer,
  errors: ['ROUND_NOT_FOUND'],
  summary: 'One round with the options it sells, its rates, min/max per option and cancel window',
  tags,
});

/**
 * What every GET on one round's prices shares, `betId` naming the round. An object spread into each
 * declaration rather than a helper function, so the web build can drop the schemas from it
 * (apps/web/build/client-endpoints.ts reads the literals).
 */
const roundPrices = {
  method: 'GET',
  auth: lotto,
  query: betIdQuery,
  errors: ['ROUND_NOT_FOUND'],
  tags,
} as const;

export const betListMinMaxesEndpoint = endpoint({
  ...roundPrices,
  path: '/api/bet-list-min-maxes.all',
  response: z.array(minMaxAnswer),
  summary: 'Minimum and maximum per line of each option (baht)',
});

export const rateNowEndpoint = endpoint({
  ...roundPrices,
  path: '/api/number-reachs.rate-now.all',
  response: ratesNowAnswer,
  summary: 'Default rates and every number whose rate differs now (0 = closed)',
});

export const rateRecommendEndpoint = endpoint({
  ...roundPrices,
  path: '/api/number-reachs.rate-recommend.all',
  response: z.array(numberRateAnswer),
  summary: 'The 10 most-bought numbers of the round',
});

export const fourDLatestEndpoint = endpoint({
  method: 'POST',
  path: '/api/lotteries.4d.latest',
  auth: lotto,
  response: fourDListsAnswer,
  summary: '4D rounds open now or closed within the hour',
  tags,
});
