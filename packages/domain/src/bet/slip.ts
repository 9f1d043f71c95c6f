import { satangToBaht, sumSatang, type Satang } from '../money/satang.ts';
import { optionRank, type BetOption } from './options.ts';
import { potentialWin, type RateHundredths } from './rates.ts';
import { digitHelperNumbers, type LineEntry } from './slip-input.ts';

/**
 * The slip of spec §4 as an immutable value: every operation returns a new slip whose lines are
 * sorted by option (BET_OPTIONS order), then number, then batch. A (number, option) pair appears
 * at most once: adding it again is skipped (change its price instead).
 */
export interface SlipLine {
  /** Batch number ("add" in spec §3): lines added together share it. */
  add: number;
  number: string;
  option: BetOption;
  price: Satang;
  rate: RateHundredths;
}
export interface Slip {
  readonly lines: readonly SlipLine[];
}
export type NewLine = Omit<SlipLine, 'add'>;

export const emptySlip = (): Slip => ({ lines: [] });

export const compareLines = (a: SlipLine, b: SlipLine): number =>
  optionRank(a.option) - optionRank(b.option) ||
  (a.number < b.number ? -1 : a.number > b.number ? 1 : 0) ||
  a.add - b.add;

const sorted = (lines: readonly SlipLine[]): Slip => ({ lines: [...lines].sort(compareLines) });

const keyOf = (line: { number: string; option: BetOption }): string => `${line.option}:${line.number}`;

export const lastBatch = (slip: Slip): number => slip.lines.reduce((max, line) => Math.max(max, line.add), 0);

/**
 * Adds lines as the next batch (highest batch + 1). Pairs already in the slip or repeated in
 * `lines` are skipped; when nothing is new the slip is returned unchanged and no batch is used.
 */
export const addBatch = (slip: Slip, lines: readonly NewLine[]): Slip => {
  const seen = new Set(slip.lines.map(keyOf));
  const add = lastBatch(slip) + 1;
  const fresh: SlipLine[] = [];
  for (const line of lines) {
    const key = keyOf(line);
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push({ ...line, add });
  }
  return fresh.length === 0 ? slip : sorted([...slip.lines, ...fresh]);
};

/** Prices entries for addBatch: each starts at `priceFor(option)` with the current rate. */
export const priceEntries = (
  entries: readonly LineEntry[],
  priceFor: (option: BetOption) => Satang,
  rateFor: (option: BetOption, number: string) => RateHundredths,
): NewLine[] => entries.map((e) => ({ ...e, price: priceFor(e.option), rate: rateFor(e.option, e.number) }));

/** "Remove last": drops the batch with the highest number. */
export const removeLastBatch = (slip: Slip): Slip => {
  const last = lastBatch(slip);
  return { lines: slip.lines.filter((line) => line.add !== last) };
};

/** Removes the lines of a number, under every option or only `option`. */
export const removeNumber = (slip: Slip, number: string, option?: BetOption): Slip => ({
  lines: slip.lines.filter((l) => !(l.number === number && (option === undefined || l.option === option))),
});

/** 19-door / rood removal: the helper's numbers of `digit` under teng_bon_2 and teng_lang_2. */
export const removeDigitHelper = (
  slip: Slip,
  helper: 'option_2_19' | 'option_2_roodnha' | 'option_2_roodlung',
  digit: string,
): Slip => {
  const numbers = new Set(digitHelperNumbers(helper, digit));
  return {
    lines: slip.lines.filter(
      (l) => !((l.option === 'teng_bon_2' || l.option === 'teng_lang_2') && numbers.has(l.number)),
    ),
  };
};

/** Bulk price: every line (or every line of `option`) gets `price`. */
export const setPrice = (slip: Slip, price: Satang, option?: BetOption): Slip => ({
  lines: slip.lines.map((l) => (option === undefined || l.option === option ? { ...l, price } : l)),
});

/** One line's price. */
export const setLinePrice = (slip: Slip, number: string, option: BetOption, price: Satang): Slip => ({
  lines: slip.lines.map((l) => (l.number === number && l.option === option ? { ...l, price } : l)),
});

/** Re-applies current rates (e.g. after RATE_CHANGED); returns the slip and the lines whose rate moved. */
export const applyRates = (
  slip: Slip,
  rateFor: (option: BetOption, number: string) => RateHundredths,
): { slip: Slip; changed: SlipLine[] } => {
  const changed: SlipLine[] = [];
  const lines = slip.lines.map((l) => {
    const rate = rateFor(l.option, l.number);
    if (rate === l.rate) return l;
    const next = { ...l, rate };
    changed.push(next);
    return next;
  });
  return { slip: { lines }, changed };
};

/** Sum of the stakes. */
export const slipTotal = (slip: Slip): Satang => sumSatang(slip.lines.map((l) => l.price));

/** What one line pays if it wins: price × rate. */
export const lineWin = (line: SlipLine): Satang => potentialWin(line.price, line.rate);

/** The slip as the poys.create body lines (price in baht). */
export const toPoyLines = (slip: Slip): { number: string; option: BetOption; price: number }[] =>
  slip.lines.map((l) => ({ number: l.number, option: l.option, price: satangToBaht(l.price) }));
