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

/** A GET on one round's prices, `betId` naming the round. */
const roundPricesEndpoint = <P extends string, R extends z.ZodType>(path: P, response: R, summary: string) =>
  endpoint({
    method: 'GET',
    path,
    auth: lotto,
    query: betIdQuery,
    response,
    errors: ['ROUND_NOT_FOUND'],
    summary,
    tags,
  });

export const betListMinMaxesEndpoint = roundPricesEndpoint(
  '/api/bet-list-min-maxes.all',
  z.array(minMaxAnswer),
  'Minimum and maximum per line of each option (baht)',
);

export const rateNowEndpoint = roundPricesEndpoint(
  '/api/number-reachs.rate-now.all',
  ratesNowAnswer,
  'Default rates and every number whose rate differs now (0 = closed)',
);

export const rateRecommendEndpoint = roundPricesEndpoint(
  '/api/number-reachs.rate-recommend.all',
  z.array(numberRateAnswer),
  'The 10 most-bought numbers of the round',
);

export const fourDLatestEndpoint = endpoint({
  method: 'POST',
  path: '/api/lotteries.4d.latest',
  auth: lotto,
  response: fourDListsAnswer,
  summary: '4D rounds open now or closed within the hour',
  tags,
});
