/** TanStack Query keys of the lotto pages; `['lotto']` refetches every round and rate. */
export const lottoKeys = {
  all: ['lotto'] as const,
  latest: () => ['lotto', 'latest'] as const,
  round: (betId: string) => ['lotto', 'round', betId] as const,
  ratesNow: (betId: string) => ['lotto', 'rates-now', betId] as const,
  fourD: () => ['lotto', '4d-latest'] as const,
};
