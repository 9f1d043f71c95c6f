import type { BaccaratBet, Card } from '../engine/baccarat.ts';
import { h } from './dom.ts';
import { openSheet } from './shell.ts';
import type { StringKey, Strings } from './strings.ts';

/** The table's pieces that hold no state: the bet spots with their odds, a card face, the rules. */
export const SPOTS: { bet: BaccaratBet; label: StringKey; odds: string }[] = [
  { bet: 'playerPair', label: 'playerPair', odds: '11:1' },
  { bet: 'tie', label: 'tie', odds: '8:1' },
  { bet: 'bankerPair', label: 'bankerPair', odds: '11:1' },
  { bet: 'player', label: 'player', odds: '1:1' },
  { bet: 'banker', label: 'banker', odds: '0.95:1' },
];

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A card face: rank and suit in two corners and a large pip; hearts and diamonds red. */
export const cardElement = (card: Card) => {
  const red = card.suit === 1 || card.suit === 2;
  const rank = RANKS[card.rank]!;
  const suit = SUITS[card.suit]!;
  return h(
    'div',
    { class: `card${red ? ' red' : ''}`, 'aria-label': `${rank}${suit}` },
    h('span', { class: 'corner' }, rank, h('br'), suit),
    h('span', { class: 'pip' }, suit),
    h('span', { class: 'corner bottom' }, rank, h('br'), suit),
  );
};

export const showRules = (t: Strings) =>
  openSheet(
    t,
    t.paytable,
    ...SPOTS.map(({ label, odds }) =>
      h('div', { class: 'rule-row' }, h('span', {}, t[label]), h('b', {}, odds)),
    ),
    h('p', { class: 'fine' }, '8 decks · 5% commission · Player/Banker push on a tie'),
  );
