/** TanStack Query keys of a round's shooting; `['yeekee', roundId]` refetches all of one round. */
export const yeekeeKeys = {
  round: (roundId: string) => ['yeekee', roundId] as const,
  shots: (roundId: string) => ['yeekee', roundId, 'shots'] as const,
  summary: (roundId: string) => ['yeekee', roundId, 'summary'] as const,
  result: (roundId: string) => ['yeekee', roundId, 'result'] as const,
  export: (roundId: string) => ['yeekee', roundId, 'export'] as const,
};
