/**
 * Chokdee Slot's published rules: symbols, paytable, paylines and reel strips. The stated RTP is
 * the exact expectation of these strips and pays (computed in slot.test.ts, measured by
 * bench/slot-rtp.ts).
 */
export const SLOT_SYMBOLS = ['CHERRY', 'LEMON', 'PLUM', 'BELL', 'BAR', 'SEVEN', 'WILD', 'SCATTER'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** Stated return to player, in percent: the exact expectation of the rules below. */
export const SLOT_STATED_RTP = 96.0;

/** Line pays in multiples of the line bet, for 3, 4 and 5 of a kind from the leftmost reel. */
export const LINE_PAYS: Record<Exclude<SlotSymbol, 'SCATTER'>, readonly [number, number, number]> = {
  CHERRY: [10, 40, 200],
  LEMON: [15, 50, 250],
  PLUM: [20, 60, 300],
  BELL: [30, 100, 500],
  BAR: [50, 200, 1000],
  SEVEN: [100, 500, 2500],
  WILD: [250, 1250, 5000],
};

/** Scatters anywhere in the window pay a multiple of the total bet: 3, 4 or 5 of them. */
export const SCATTER_PAYS: readonly [number, number, number] = [2, 10, 100];

/** Row (0 top, 2 bottom) of each reel for each of the 20 paylines. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export const LINE_COUNT = PAYLINES.length;
