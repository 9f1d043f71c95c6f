import type { DateRange } from '../types.ts';

/** TanStack Query keys of the wallet; `['wallet']` invalidates all of them after money moved. */
export const walletKeys = {
  all: ['wallet'] as const,
  afCash: () => ['wallet', 'af-cash'] as const,
  transactions: (range: DateRange) => ['wallet', 'transactions', range.from, range.to] as const,
  afTransactions: (range: DateRange) => ['wallet', 'af-transactions', range.from, range.to] as const,
  turnover: () => ['wallet', 'turnover'] as const,
  summary: () => ['wallet', 'summary'] as const,
};
