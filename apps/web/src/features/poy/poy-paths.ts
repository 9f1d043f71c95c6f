/** Where a poy's detail is: 4D poys live under /poy/lottery/{betType} (spec §2). */
export const poyPath = (poy: { betGroup: string; betType: string; poyId: string }): string =>
  poy.betGroup === 'gov4d' ? `/poy/lottery/${poy.betType}/${poy.poyId}` : `/poy/${poy.betGroup}/${poy.poyId}`;

export const STATUS_COLOR: Record<string, string> = { ACTIVE: 'blue', CANCELLED: 'gray', SETTLED: 'green' };
