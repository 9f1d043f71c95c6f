import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rangeToBody } from '../statement.ts';
import type { DateRange, StatementLine } from '../types.ts';
import { walletKeys } from './keys.ts';

/** `POST /api/af-cashs.transaction.all`: the affiliate cash statement for a Bangkok date range. */
export const useAfTransactions = (range: DateRange, enabled = true) =>
  useQuery({
    queryKey: walletKeys.afTransactions(range),
    queryFn: ({ signal }) =>
      api.post<StatementLine[]>('af-cashs.transaction.all', rangeToBody(range), { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
