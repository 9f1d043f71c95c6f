/** TanStack Query keys of the member's poys; `['poy']` refetches them all (after a bet or cancel). */
export const poyKeys = {
  all: ['poy'] as const,
  list: (betGroup?: string) => ['poy', 'list', betGroup ?? 'all'] as const,
  one: (poyId: string) => ['poy', 'one', poyId] as const,
};
