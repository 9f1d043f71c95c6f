import { transactionsSummaryEndpoint } from '@chokdee/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api.ts';
import { walletKeys } from './keys.ts';

/**
 * `POST /api/transactions.summary`: balance, held and the pending lines, money in/out of the last 6
 * months and the balance per day. Under `['wallet']`, so it refreshes with the statement after
 * money moved.
 */
export const useStatementSummary = () =>
  useQuery({
    queryKey: walletKeys.summary(),
    queryFn: ({ signal }) => callApi(transactionsSummaryEndpoint, {}, { signal }),
    staleTime: 10_000,
  });
