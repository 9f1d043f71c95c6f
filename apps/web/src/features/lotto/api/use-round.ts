import { betListsOneEndpoint } from '@chokdee/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { lottoKeys } from './keys.ts';

/** `GET /api/bet-lists.one?id=`: the round, its options, rates and min/max per option. */
export const roundQuery = (roundId: string) =>
  queryOptions({
    queryKey: lottoKeys.round(roundId),
    queryFn: ({ signal }) => callApi(betListsOneEndpoint, { id: roundId }, { signal }),
    staleTime: 30_000,
  });

export const useRound = (roundId: string) =>
  useQuery({
    ...roundQuery(roundId),
    // An unknown round (404) or a suspended member (403) shows the route's error screen.
    throwOnError: (error) => isApiError(error) && [400, 403, 404].includes(error.status),
  });
