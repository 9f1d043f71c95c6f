import type { RandomStream } from './random.ts';
import {
  LINE_PAYS,
  PAYLINES,
  SCATTER_PAYS,
  SLOT_REELS,
  SLOT_ROWS,
  type SlotSymbol,
} from './slot-paytable.ts';
import { REEL_STRIPS } from './slot-strips.ts';

export interface LineWin {
  /** Index in PAYLINES. */
  line: number;
  symbol: Exclude<SlotSymbol, 'SCATTER'>;
  /** How many reels from the left the win covers (3 to 5). */
  count: number;
  /** Multiple of the line bet. */
  pays: number;
}

export interface SlotOutcome {
  /** Top position of each reel on its strip. */
  stops: number[];
  /** window[reel][row], row 0 at the top. */
  window: SlotSymbol[][];
  lineWins: LineWin[];
  scatters: number;
  /** Multiple of the total bet paid for the scatters. */
  scatterPays: number;
  /** Satang won in total, for the given line bet (total bet = line bet x 20). */
  win: number;
}

/**
 * The pay of one line's five symbols: the longest run from the left of one symbol, wilds
 * standing in for any symbol but the scatter, and the wilds' own run if that pays more.
 */
export const evaluateLine = (symbols: readonly SlotSymbol[]): Omit<LineWin, 'line'> | null => {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === 'WILD') wildRun++;
  const wildPays = wildRun >= 3 ? LINE_PAYS.WILD[wildRun - 3]! : 0;
  const base = symbols[wildRun];
  let best: Omit<LineWin, 'line'> | null =
    wildPays > 0 ? { symbol: 'WILD', count: wildRun, pays: wildPays } : null;
  if (base !== undefined && base !== 'SCATTER') {
    let run = wildRun;
    while (run < symbols.length && (symbols[run] === base || symbols[run] === 'WILD')) run++;
    const pays = run >= 3 ? LINE_PAYS[base][run - 3]! : 0;
    if (pays > (best?.pays ?? 0)) best = { symbol: base, count: run, pays };
  }
  return best;
};

export const scatterPaysFor = (scatters: number): number => (scatters >= 3 ? SCATTER_PAYS[scatters - 3]! : 0);

export const windowAt = (
  stops: readonly number[],
  strips: readonly (readonly SlotSymbol[])[] = REEL_STRIPS,
) =>
  strips.map((strip, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );

export const evaluateWindow = (
  window: SlotSymbol[][],
  lineBet: number,
): Omit<SlotOutcome, 'stops' | 'window'> => {
  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const win = evaluateLine(rows.map((row, reel) => window[reel]![row]!));
    if (win) lineWins.push({ line, ...win });
  });
  const scatters = window.flat().filter((symbol) => symbol === 'SCATTER').length;
  const scatterPays = scatterPaysFor(scatters);
  const linePays = lineWins.reduce((sum, win) => sum + win.pays, 0);
  return {
    lineWins,
    scatters,
    scatterPays,
    win: linePays * lineBet + scatterPays * lineBet * PAYLINES.length,
  };
};

/** One spin: each reel stops uniformly on its strip, drawn left to right from the stream. */
export const spinSlot = (random: RandomStream, lineBet: number): SlotOutcome => {
  const stops = Array.from({ length: SLOT_REELS }, (_, reel) => random.below(REEL_STRIPS[reel]!.length));
  const window = windowAt(stops);
  return { stops, window, ...evaluateWindow(window, lineBet) };
};
