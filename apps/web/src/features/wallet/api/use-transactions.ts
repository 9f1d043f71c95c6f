import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rangeToBody } from '../statement.ts';
import type { DateRange, StatementLine } from '../types.ts';
import { walletKeys } from './keys.ts';

/** `POST /api/transactions.all` for a Bangkok date range (newest first, at most 500 lines). */
export const useTransactions = (range: DateRange, enabled = true) =>
  useQuery({
    queryKey: walletKeys.transactions(range),
    queryFn: ({ signal }) => api.post<StatementLine[]>('transactions.all', rangeToBody(range), { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
