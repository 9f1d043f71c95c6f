/** TanStack Query keys of the lotto pages; `['lotto']` refetches every round and rate. */
export const lottoKeys = {
  all: ['lotto'] as const,
  latest: () => ['lotto', 'latest'] as const,
  round: (roundId: string) => ['lotto', 'round', roundId] as const,
  ratesNow: (roundId: string) => ['lotto', 'rates-now', roundId] as const,
  fourD: () => ['lotto', '4d-latest'] as const,
  showcase: () => ['lotto', 'showcase'] as const,
};
