import { describe, expect, it } from 'vitest';
import {
  baccaratReturns,
  bankerDraws,
  cardOf,
  cardValue,
  playerDraws,
  playHand,
  SHOE_SIZE,
  shoeDrawer,
  type BaccaratBets,
  type Card,
} from './baccarat.ts';
import { byteStream } from './random.ts';

/**
 * The published punto banco tableau: for each banker total (rows 0-7), what the banker does for
 * each value of the player's third card (columns 0-9) and, last column, when the player stood.
 * D = draw, S = stand.
 */
const TABLEAU: Record<number, string> = {
  0: 'DDDDDDDDDD D',
  1: 'DDDDDDDDDD D',
  2: 'DDDDDDDDDD D',
  3: 'DDDDDDDDSD D',
  4: 'SSDDDDDDSS D',
  5: 'SSSSDDDDSS D',
  6: 'SSSSSSDDSS S',
  7: 'SSSSSSSSSS S',
};

/** A card of the given baccarat value (0 is a ten). */
const ofValue = (value: number, suit = 0): Card => cardOf(suit * 13 + (value === 0 ? 9 : value - 1));
const scripted = (cards: Card[]) => () => cards.shift()!;
const hand = (...values: number[]) => playHand(scripted(values.map((v) => ofValue(v))));

describe('baccarat tableau', () => {
  it('the player draws on 0-5 and stands on 6-9', () => {
    const draws = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((total) => playerDraws(total));
    expect(draws).toEqual([true, true, true, true, true, true, false, false, false, false]);
  });

  it('the banker follows the whole published table', () => {
    for (let total = 0; total <= 7; total++) {
      const [withThird, stood] = TABLEAU[total]!.split(' ') as [string, string];
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(total, third), `banker ${total}, player third ${third}`).toBe(
          withThird[third] === 'D',
        );
      }
      expect(bankerDraws(total, null), `banker ${total}, player stood`).toBe(stood === 'D');
    }
  });

  it('deals P, B, P, B and stops on a natural of either side', () => {
    const natural = hand(4, 3, 4, 3); // player 8, banker 6
    expect(natural.player).toHaveLength(2);
    expect(natural.banker).toHaveLength(2);
    expect(natural).toMatchObject({ playerTotal: 8, bankerTotal: 6, winner: 'PLAYER' });
    expect(hand(1, 4, 1, 5)).toMatchObject({ playerTotal: 2, bankerTotal: 9, winner: 'BANKER' });
  });

  it('draws the third cards in order: player 4 draws a 7, banker 5 draws and ties', () => {
    // P 2+2 = 4 draws 7 -> 1; B 3+2 = 5 with third 7 draws 6 -> 1.
    const dealt = hand(2, 3, 2, 2, 7, 6);
    expect(dealt.player.map(cardValue)).toEqual([2, 2, 7]);
    expect(dealt.banker.map(cardValue)).toEqual([3, 2, 6]);
    expect(dealt).toMatchObject({ playerTotal: 1, bankerTotal: 1, winner: 'TIE' });
  });

  it('the banker draws on 0-5 when the player stood', () => {
    expect(hand(3, 2, 3, 3, 0).banker).toHaveLength(3); // P 6 stands, B 5 draws
    expect(hand(3, 3, 3, 3).banker).toHaveLength(2); // B 6 stands
  });

  it('marks pairs by rank of the first two cards, whatever their suits', () => {
    const cards = [cardOf(3), cardOf(0), cardOf(3 + 13 * 3), cardOf(1)]; // 4 4 (a natural 8) / A 2
    expect(playHand(scripted(cards))).toMatchObject({ playerPair: true, bankerPair: false });
    // Ten and king are both 0 but not a pair.
    expect(
      playHand(scripted([cardOf(9), cardOf(0), cardOf(12), cardOf(1), cardOf(9), cardOf(9)])).playerPair,
    ).toBe(false);
  });
});

describe('baccarat payouts', () => {
  const bets: BaccaratBets = { player: 1000, banker: 2000, tie: 100, playerPair: 100, bankerPair: 100 };
  it('pays player 1:1, banker 0.95:1, tie 8:1 and pairs 11:1, stakes included', () => {
    expect(baccaratReturns(bets, hand(4, 3, 4, 3))).toEqual({
      player: 2000,
      banker: 0,
      tie: 0,
      playerPair: 1200,
      bankerPair: 1200,
    });
    expect(baccaratReturns(bets, hand(1, 4, 1, 5)).banker).toBe(3900);
  });
  it('pushes player and banker bets on a tie', () => {
    expect(baccaratReturns(bets, hand(2, 3, 2, 2, 7, 6))).toMatchObject({
      player: 1000,
      banker: 2000,
      tie: 900,
    });
  });
});

describe('8-deck shoe', () => {
  it('deals every one of the 416 cards exactly once', () => {
    const bytes = new Uint8Array(SHOE_SIZE * 4 * 2);
    crypto.getRandomValues(bytes);
    const draw = shoeDrawer(byteStream(bytes));
    const ids = Array.from({ length: SHOE_SIZE }, () => draw().id);
    expect(new Set(ids).size).toBe(SHOE_SIZE);
  });

  it('has the published 8-deck house edges (exact enumeration over card values, without replacement)', () => {
    // 128 zero-valued cards (tens, courts) and 32 of each value 1-9.
    const left = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const edge = { player: 0, banker: 0, tie: 0 };
    const walk = (probability: number, values: number[]): void => {
      // Replay the hand on the values drawn so far; it asks for one more card when it needs it.
      let asked = 0;
      let short = false;
      const result = playHand(() => {
        if (asked < values.length) return ofValue(values[asked++]!);
        short = true;
        return ofValue(0);
      });
      if (short) {
        const remaining = SHOE_SIZE - values.length;
        left.forEach((count, value) => {
          if (count === 0) return;
          left[value]!--;
          walk((probability * count) / remaining, [...values, value]);
          left[value]!++;
        });
        return;
      }
      edge.player += probability * (result.winner === 'PLAYER' ? 1 : result.winner === 'BANKER' ? -1 : 0);
      edge.banker += probability * (result.winner === 'BANKER' ? 0.95 : result.winner === 'PLAYER' ? -1 : 0);
      edge.tie += probability * (result.winner === 'TIE' ? 8 : -1);
    };
    walk(1, []);
    expect(-edge.banker * 100).toBeCloseTo(1.0579, 3);
    expect(-edge.player * 100).toBeCloseTo(1.2351, 3);
    expect(-edge.tie * 100).toBeCloseTo(14.3596, 3);
  });
});
