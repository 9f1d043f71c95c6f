import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { afCashsTransactionAllEndpoint } from '@chokdee/domain';
import { callApi } from '../../../lib/call-api.ts';
import { rangeToBody } from '../statement.ts';
import type { DateRange } from '../types.ts';
import { walletKeys } from './keys.ts';

/** `POST /api/af-cashs.transaction.all`: the affiliate cash statement for a Bangkok date range. */
export const useAfTransactions = (range: DateRange, enabled = true) =>
  useQuery({
    queryKey: walletKeys.afTransactions(range),
    queryFn: ({ signal }) => callApi(afCashsTransactionAllEndpoint, rangeToBody(range), { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
