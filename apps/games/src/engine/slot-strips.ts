import type { SlotSymbol } from './slot-paytable.ts';

/** One letter per symbol, so a strip reads on one line. */
const CODES: Record<string, SlotSymbol> = {
  C: 'CHERRY',
  L: 'LEMON',
  P: 'PLUM',
  B: 'BELL',
  R: 'BAR',
  7: 'SEVEN',
  W: 'WILD',
  S: 'SCATTER',
};

const strip = (letters: string): SlotSymbol[] => [...letters].map((letter) => CODES[letter]!);

/**
 * The five reel strips (32 stops each), chosen so the exact RTP is the stated one (slot.test.ts).
 * A reel stops uniformly on any position and shows it and the next two, cyclically. Scatters are
 * at least 3 apart, so a reel shows at most one.
 */
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  strip('CBPBPBWPCBPLBPBPRCBPSPBPBCPB7PBP'),
  strip('7CL7RL7SC7LB7RWL7CLS7RL7C7L7RSLP'),
  strip('SCPBLCCLP7BCLCCBSLPCCWLBCPLCBRCL'),
  strip('LRPLRLPRLSLRPLRL7PRLLRCPLRBLPRWL'),
  strip('BCRPWC7CPRLCC7PRCSBCPCR7CPCRC7PC'),
];
