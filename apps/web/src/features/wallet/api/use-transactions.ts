import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionsAllEndpoint } from '@chokdee/domain';
import { callApi } from '../../../lib/call-api.ts';
import { rangeToBody } from '../statement.ts';
import type { DateRange } from '../types.ts';
import { walletKeys } from './keys.ts';

/** `POST /api/transactions.all` for a Bangkok date range (newest first, at most 500 lines). */
export const useTransactions = (range: DateRange, enabled = true) =>
  useQuery({
    queryKey: walletKeys.transactions(range),
    queryFn: ({ signal }) => callApi(transactionsAllEndpoint, rangeToBody(range), { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
