import type { BetListsLatest, Round } from './types.ts';

/** The /lotto tabs, in the spec's family order; `gov4d` holds Hanoi, Lao, Lao Super and Malay. */
export const LOTTO_GROUPS = ['gov', 'stock', 'yeekee', 'yeekee5min', 'pingpong', 'gov4d'] as const;
export type LottoGroup = (typeof LOTTO_GROUPS)[number];

export const isLottoGroup = (value: unknown): value is LottoGroup =>
  LOTTO_GROUPS.includes(value as LottoGroup);

const byClose = (a: Round, b: Round) => a.unixTimeStamp.realCloseTime - b.unixTimeStamp.realCloseTime;

/** The rounds of one group from `bet-lists.latest` (which spells the 5-minute group `yeekee5Min`), by close time. */
export function roundsOfGroup(lists: BetListsLatest | undefined, group: LottoGroup): Round[] {
  if (!lists) return [];
  if (group === 'gov4d') return Object.values(lists.gov4d).flat().sort(byClose);
  if (group === 'yeekee5min') return [...lists.yeekee5Min].sort(byClose);
  return [...lists[group]].sort(byClose);
}

/** Where a round's slip is: 4D rounds share the /lotto/4d page. */
export const roundPath = (round: Pick<Round, 'betGroup' | 'betId'>): string =>
  round.betGroup === 'gov4d' ? `/lotto/4d?betId=${round.betId}` : `/lotto/${round.betGroup}/${round.betId}`;
