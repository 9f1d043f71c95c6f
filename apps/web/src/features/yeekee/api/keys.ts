/** TanStack Query keys of a round's shooting; `['yeekee', betId]` refetches all of one round. */
export const yeekeeKeys = {
  round: (betId: string) => ['yeekee', betId] as const,
  shots: (betId: string) => ['yeekee', betId, 'shots'] as const,
  summary: (betId: string) => ['yeekee', betId, 'summary'] as const,
  result: (betId: string) => ['yeekee', betId, 'result'] as const,
  export: (betId: string) => ['yeekee', betId, 'export'] as const,
};
