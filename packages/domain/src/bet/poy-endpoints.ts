import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import type { ErrorCode } from '../errors/error-codes.ts';
import { FOUR_D_FAMILIES, type FourDFamily } from './options.ts';
import { cancelPoyAnswer, poyDetailAnswer, poySummaryAnswer } from './poy-answers.ts';
import { placePoyRequest, placeSetPoyRequest } from './poy-schemas.ts';

const tags = ['poy'];
const lotto = { member: 'lotto' } as const;
const POY_ID = /^\d{1,18}$/;
const placeErrors: readonly ErrorCode[] = [
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  'RATES_CHANGING',
  'INSUFFICIENT_BALANCE',
  'IDEMPOTENCY_MISMATCH',
];

export const poysCreateEndpoint = endpoint({
  method: 'POST',
  path: '/poy-api/poys.create',
  auth: lotto,
  body: placePoyRequest,
  response: poyDetailAnswer,
  status: 201,
  idempotencyKey: 'optional',
  errors: [
    ...placeErrors,
    'RATE_CHANGED',
    'ROUND_SELLS_SETS_ONLY',
    'DISCOUNT_NOT_OFFERED',
    'DISCOUNT_CHANGED',
  ],
  summary:
    'Place a slip (all or nothing; rates fixed per line; 409 RATE_CHANGED with the new rates); Idempotency-Key header optional',
  tags,
});

export const poysAllEndpoint = endpoint({
  method: 'GET',
  path: '/poy-api/poys.all',
  auth: lotto,
  query: z.object({ betGroup: z.string().max(20).optional(), betId: z.string().regex(POY_ID).optional() }),
  response: z.array(poySummaryAnswer),
  summary: "The member's poys, newest first (at most 100)",
  tags,
});

export const poysOneEndpoint = endpoint({
  method: 'GET',
  path: '/poy-api/poys.one',
  auth: lotto,
  query: z.object({ id: z.string().max(30) }),
  response: poyDetailAnswer,
  errors: ['POY_NOT_FOUND'],
  summary: "One of the member's poys with its lines (another member's: 404)",
  tags,
});

export const poysCancelEndpoint = endpoint({
  method: 'POST',
  path: '/poy-api/poys.cancel',
  auth: lotto,
  body: z.object({ poyId: z.string().max(30) }),
  response: cancelPoyAnswer,
  errors: ['POY_NOT_FOUND', 'POY_ALREADY_CANCELLED', 'POY_NOT_CANCELLABLE'],
  summary: 'Cancel a poy within the cancel window (ABORT_POY refund)',
  tags,
});

/** The 4D create paths name the family in kebab case (spec §7). */
export const FOUR_D_PATHS: Readonly<Record<FourDFamily, string>> = {
  hanoy: 'hanoy',
  lao: 'lao',
  laoSuper: 'lao-super',
  malay: 'malay',
};

const setPoyCreateEndpoint = (family: FourDFamily) =>
  endpoint({
    method: 'POST',
    path: `/api/lotteries.${FOUR_D_PATHS[family]}.create`,
    auth: lotto,
    body: placeSetPoyRequest,
    response: poyDetailAnswer,
    status: 201,
    idempotencyKey: 'optional',
    errors: [...placeErrors, 'ROUND_OF_OTHER_LOTTERY'],
    summary: `Buy ${family} 4D sets (BET_SET_4); Idempotency-Key header optional`,
    tags: ['lotto'],
  });

/** `POST /api/lotteries.{hanoy,lao,lao-super,malay}.create`: a 4-digit number × sets, per family. */
export const setPoyCreateEndpoints = Object.fromEntries(
  FOUR_D_FAMILIES.map((family) => [family, setPoyCreateEndpoint(family)]),
) as Record<FourDFamily, ReturnType<typeof setPoyCreateEndpoint>>;
