import { SLOT_SYMBOLS, type SlotSymbol } from './slot-paytable.ts';
import { evaluateLine, scatterPaysFor } from './slot.ts';
import { REEL_STRIPS } from './slot-strips.ts';

/**
 * The exact return to player of the strips, as a fraction of the total bet, by enumeration.
 *
 * Each reel stops uniformly, so the symbol on any row of reel i has the strip's own frequency,
 * and reels are independent. Every payline therefore has the same expected pay: the sum over all
 * 8^5 symbol tuples of their probability times evaluateLine's pay (the engine's own code), in
 * line bets; 20 lines at one line bet each make the line part of the RTP that same number. A
 * reel shows a scatter with probability 3 x (its scatters) / 32 (scatters are 3 apart), so the
 * scatter part is the sum over the 2^5 show/hide patterns.
 */
export const exactSlotRtp = (strips: readonly (readonly SlotSymbol[])[] = REEL_STRIPS) => {
  const frequency = strips.map((strip) =>
    SLOT_SYMBOLS.map((symbol) => strip.filter((s) => s === symbol).length / strip.length),
  );
  let lines = 0;
  const walk = (reel: number, probability: number, symbols: SlotSymbol[]): void => {
    if (reel === strips.length) {
      lines += probability * (evaluateLine(symbols)?.pays ?? 0);
      return;
    }
    SLOT_SYMBOLS.forEach((symbol, i) => {
      const p = frequency[reel]![i]!;
      if (p > 0) walk(reel + 1, probability * p, [...symbols, symbol]);
    });
  };
  walk(0, 1, []);
  const showsScatter = strips.map(
    (strip) => (3 * strip.filter((s) => s === 'SCATTER').length) / strip.length,
  );
  let scatters = 0;
  for (let pattern = 0; pattern < 2 ** strips.length; pattern++) {
    let probability = 1;
    let count = 0;
    showsScatter.forEach((p, reel) => {
      const shown = (pattern >> reel) & 1;
      probability *= shown ? p : 1 - p;
      count += shown;
    });
    scatters += probability * scatterPaysFor(count);
  }
  return { lines, scatters, total: lines + scatters };
};
