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

export const betListMinMaxesEndpoint = endpoint({
  method: 'GET',
  path: '/api/bet-list-min-maxes.all',
  auth: lotto,
  query: betIdQuery,
  response: z.array(minMaxAnswer),
  errors: ['ROUND_NOT_FOUND'],
  summary: 'Minimum and maximum per line of each option (baht)',
  tags,
});

export const rateNowEndpoint = endpoint({
  method: 'GET',
  path: '/api/number-reachs.rate-now.all',
  auth: lotto,
  query: betIdQuery,
  response: ratesNowAnswer,
  errors: ['ROUND_NOT_FOUND'],
  summary: 'Default rates and every number whose rate differs now (0 = closed)',
  tags,
});

export const rateRecommendEndpoint = endpoint({
  method: 'GET',
  path: '/api/number-reachs.rate-recommend.all',
  auth: lotto,
  query: betIdQuery,
  response: z.array(numberRateAnswer),
  errors: ['ROUND_NOT_FOUND'],
  summary: 'The 10 most-bought numbers of the round',
  tags,
});

export const fourDLatestEndpoint = endpoint({
  method: 'POST',
  path: '/api/lotteries.4d.latest',
  auth: lotto,
  response: fourDListsAnswer,
  summary: '4D rounds open now or closed within the hour',
  tags,
});
