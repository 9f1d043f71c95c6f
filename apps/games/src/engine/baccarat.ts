import type { RandomStream } from './random.ts';

/**
 * Punto banco from an 8-deck shoe, shuffled for every hand (each hand is its own provably fair
 * round): cards are drawn without replacement from the 416 cards by a partial Fisher-Yates shuffle.
 */
export const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;

/** A card as its index in the unshuffled shoe: rank = id % 13 (0 ace ... 12 king), suit = (id / 13) % 4. */
export interface Card {
  id: number;
  rank: number;
  suit: number;
}

export const cardOf = (id: number): Card => ({ id, rank: id % 13, suit: Math.floor(id / 13) % 4 });

/** Ace 1, two to nine at face value, ten and the court cards 0. */
export const cardValue = (card: Card): number => (card.rank >= 9 ? 0 : card.rank + 1);

export const handTotal = (cards: readonly Card[]): number =>
  cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;

/** The player draws a third card on 0-5 and stands on 6-7 (naturals are checked first). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * The banker's tableau: with no player third card the banker draws on 0-5; otherwise by the
 * banker's total and the value of the player's third card.
 */
export const bankerDraws = (bankerTotal: number, playerThird: number | null): boolean => {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
};

export type BaccaratWinner = 'PLAYER' | 'BANKER' | 'TIE';

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
}

/** Plays a hand from already drawn cards in dealing order (P, B, P, B, then third cards). */
export const playHand = (draw: () => Card): BaccaratHand => {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(handTotal(player))) {
      const third = draw();
      player.push(third);
      playerThird = cardValue(third);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE',
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
  };
};

/** Draws cards uniformly without replacement from a fresh shoe (swaps kept sparse in a map). */
export const shoeDrawer = (random: RandomStream): (() => Card) => {
  const swapped = new Map<number, number>();
  let dealt = 0;
  return () => {
    const j = dealt + random.below(SHOE_SIZE - dealt);
    const id = swapped.get(j) ?? j;
    swapped.set(j, swapped.get(dealt) ?? dealt);
    dealt++;
    return cardOf(id);
  };
};

export const dealBaccarat = (random: RandomStream): BaccaratHand => playHand(shoeDrawer(random));

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];
export type BaccaratBets = Record<BaccaratBet, number>;

/**
 * What each bet returns, stake included, in satang: player 1:1, banker 0.95:1 (5 % commission,
 * rounded down to the satang), tie 8:1, each pair 11:1; player and banker bets push on a tie.
 */
export const baccaratReturns = (bets: BaccaratBets, hand: BaccaratHand): BaccaratBets => ({
  player: hand.winner === 'PLAYER' ? bets.player * 2 : hand.winner === 'TIE' ? bets.player : 0,
  banker:
    hand.winner === 'BANKER'
      ? bets.banker + Math.floor((bets.banker * 95) / 100)
      : hand.winner === 'TIE'
        ? bets.banker
        : 0,
  tie: hand.winner === 'TIE' ? bets.tie * 9 : 0,
  playerPair: hand.playerPair ? bets.playerPair * 12 : 0,
  bankerPair: hand.bankerPair ? bets.bankerPair * 12 : 0,
});
