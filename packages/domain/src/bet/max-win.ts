import { maxSatang, sumSatang, ZERO_SATANG, type Satang } from '../money/satang.ts';
import { hasDigits, OPTION_DIGITS, type BetOption } from './options.ts';
import { potentialWin, type RateHundredths } from './rates.ts';
import type { LottoResult } from './results.ts';
import { shuffle3 } from './slip-helpers.ts';
import { isWinningLine } from './win-rules.ts';

/** A slip line as far as winning goes (SlipLine fits). */
export interface PricedSlipLine {
  option: BetOption;
  number: string;
  price: Satang;
  rate: RateHundredths;
}

type Field = 'top3' | 'bottom2' | 'front3' | 'back3';

/**
 * The result field each option is judged on (win-rules.ts). top2 is the last two digits of top3
 * in every family (results.ts), so 2-top and run-top belong to top3. A draw sets each field
 * independently of the others, so the best draw takes the best value of every field.
 */
const FIELD_OF: Readonly<Record<BetOption, Field>> = {
  teng_bon_3: 'top3',
  tode_3: 'top3',
  teng_bon_2: 'top3',
  teng_bon_1: 'top3',
  teng_lang_2: 'bottom2',
  teng_lang_1: 'bottom2',
  teng_bon_nha_3: 'front3',
  teng_lang_3: 'back3',
};

const numbers = (digits: number): string[] =>
  Array.from({ length: 10 ** digits }, (_, n) => String(n).padStart(digits, '0'));

/** Built on first use, not when the module loads: the round page loads it with its first screen. */
const once = <T>(build: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= build());
};
const allTop3 = once(() => numbers(3));
const bottom2Draws = once((): readonly LottoResult[] => numbers(2).map((bottom2) => ({ bottom2 })));
const top3Draw = (top3: string): LottoResult => ({ top3, top2: top3.slice(1) });

interface Priced {
  option: BetOption;
  number: string;
  win: Satang;
}

const winAgainst = (lines: readonly Priced[], result: LottoResult): Satang =>
  sumSatang(lines.filter((l) => isWinningLine(l.option, l.number, result)).map((l) => l.win));

/** bottom2: every one of its 100 values, the best one. */
const bestBottom2 = (lines: readonly Priced[]): Satang =>
  lines.length === 0
    ? ZERO_SATANG
    : bottom2Draws().reduce((best, draw) => maxSatang(best, winAgainst(lines, draw)), ZERO_SATANG);

/**
 * The top3 values a line could win on, a superset the win rules then decide on: a slip of
 * hundreds of lines checks a few thousand (line, top3) pairs instead of every line against all
 * 1,000 values. The brute-force test over every draw keeps these honest.
 */
const top3Candidates = (option: BetOption, number: string): readonly string[] => {
  if (option === 'teng_bon_3') return [number];
  if (option === 'tode_3') return shuffle3(number);
  if (option === 'teng_bon_2') return numbers(1).map((d) => d + number);
  return allTop3();
};

/** top3 (with its top2): what each value pays summed line by line, the best value. */
const bestTop3 = (lines: readonly Priced[]): Satang => {
  const paid = new Map<string, Satang>();
  for (const line of lines)
    for (const top3 of top3Candidates(line.option, line.number))
      if (isWinningLine(line.option, line.number, top3Draw(top3)))
        paid.set(top3, sumSatang([paid.get(top3) ?? ZERO_SATANG, line.win]));
  return [...paid.values()].reduce(maxSatang, ZERO_SATANG);
};

/**
 * A two-prize field (government front-3, back-3): a line wins when either prize is its number, so
 * the best draw gives the two prizes to the two numbers that pay most.
 */
const bestTwoPrizes = (lines: readonly Priced[], field: 'front3' | 'back3'): Satang => {
  const paid = [...new Set(lines.map((l) => l.number))]
    .map((n) => winAgainst(lines, { [field]: [n] }))
    .sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  return sumSatang([paid[0] ?? ZERO_SATANG, paid[1] ?? ZERO_SATANG]);
};

/**
 * The most a slip can win on one draw: the maximum, over every possible result, of what its
 * winning lines pay (price × rate each). Summing every line's payout overstates it: of 19 doors
 * under 2-top only one number can come up.
 */
export const slipMaxWin = (lines: readonly PricedSlipLine[]): Satang => {
  const byField: Record<Field, Priced[]> = { top3: [], bottom2: [], front3: [], back3: [] };
  for (const line of lines) {
    // A number of the wrong length never wins (win-rules.ts); leaving it out keeps shuffle3 happy.
    if (!hasDigits(line.number, OPTION_DIGITS[line.option])) continue;
    byField[FIELD_OF[line.option]].push({ ...line, win: potentialWin(line.price, line.rate) });
  }
  return sumSatang([
    bestTop3(byField.top3),
    bestBottom2(byField.bottom2),
    bestTwoPrizes(byField.front3, 'front3'),
    bestTwoPrizes(byField.back3, 'back3'),
  ]);
};
