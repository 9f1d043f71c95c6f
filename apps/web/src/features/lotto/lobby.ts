import { roundsOfGroup, type LottoGroup } from './lotto-groups.ts';
import { isRoundOpenAt } from './round-open.ts';
import type { BetListsLatest, Round } from './types.ts';

/** Families with a round every few minutes: a strip of their next rounds, not a card each. */
export const STRIP_GROUPS = ['yeekee', 'yeekee5min', 'pingpong'] as const satisfies readonly LottoGroup[];
/** Families with a few rounds a day: a card each. */
export const CARD_GROUPS = ['gov', 'stock', 'gov4d'] as const satisfies readonly LottoGroup[];
/** How many "closing soon" cards head the lobby, and how many rounds a strip shows. */
export const CLOSING_SOON_COUNT = 4;
export const STRIP_COUNT = 12;

export interface Lobby {
  /** The card families' open rounds that close next, soonest first. */
  closingSoon: Round[];
  /** Per strip family: its next open rounds and how many are open in all. */
  strips: { group: (typeof STRIP_GROUPS)[number]; next: Round[]; openCount: number }[];
  /** Per card family: its other open rounds, soonest close first (empty families left out). */
  sections: { group: (typeof CARD_GROUPS)[number]; rounds: Round[] }[];
}

/**
 * The lobby at `now` (issue 18 point 6): open rounds only (the group tabs list the closed ones),
 * "closing soon" first, then a strip per Yeekee family, then the card families without the rounds
 * already shown at the top.
 */
export function lobbyOf(lists: BetListsLatest, now: number): Lobby {
  const open = (group: LottoGroup) => roundsOfGroup(lists, group).filter((r) => isRoundOpenAt(r, now));
  const cardRounds = CARD_GROUPS.map((group) => ({ group, rounds: open(group) }));
  const closingSoon = cardRounds
    .flatMap((s) => s.rounds)
    .sort((a, b) => a.unixTimeStamp.realCloseTime - b.unixTimeStamp.realCloseTime)
    .slice(0, CLOSING_SOON_COUNT);
  const shown = new Set(closingSoon.map((r) => r.betId));
  return {
    closingSoon,
    strips: STRIP_GROUPS.map((group) => {
      const rounds = open(group);
      return { group, next: rounds.slice(0, STRIP_COUNT), openCount: rounds.length };
    }).filter((s) => s.openCount > 0),
    sections: cardRounds
      .map(({ group, rounds }) => ({ group, rounds: rounds.filter((r) => !shown.has(r.betId)) }))
      .filter((s) => s.rounds.length > 0),
  };
}
