import { optionsWithDigits, type BetOption, type BetType } from './options.ts';
import {
  doubles,
  evenNumbers,
  highNumbers,
  lowNumbers,
  nineteenDoors,
  oddNumbers,
  roodBack,
  roodFront,
  shuffle2,
  shuffle3,
} from './slip-helpers.ts';

/** A line before it is priced: a number and the option it is sold under. */
export interface LineEntry {
  number: string;
  option: BetOption;
}

const selectedOptions = (selection: readonly BetType[], digits: 1 | 2 | 3): BetOption[] =>
  optionsWithDigits(digits).filter((o) => selection.includes(o));

const cross = (numbers: readonly string[], options: readonly BetOption[]): LineEntry[] =>
  options.flatMap((option) => numbers.map((number) => ({ number, option })));

/**
 * The lines a typed number makes under the current selection:
 * - 3 digits → every selected 3-digit option; with shuffle_3 every distinct ordering (tode_3 is
 *   never expanded: one tode line already wins on every ordering);
 * - 2 digits → every selected 2-digit option; with shuffle_2 both orders;
 * - 1 digit → every selected run option, and with 19 doors / rood front / rood back the
 *   generated 2-digit numbers under every selected 2-digit option (teng_bon_2, teng_lang_2).
 * Anything else (wrong length, non-digits, nothing selected) makes no lines.
 */
export const linesForInput = (selection: readonly BetType[], input: string): LineEntry[] => {
  if (!/^\d{1,3}$/.test(input)) return [];
  if (input.length === 3) {
    const options = selectedOptions(selection, 3);
    const numbers = selection.includes('shuffle_3') ? shuffle3(input) : [input];
    return options.flatMap((option) => cross(option === 'tode_3' ? [input] : numbers, [option]));
  }
  if (input.length === 2) {
    return cross(selection.includes('shuffle_2') ? shuffle2(input) : [input], selectedOptions(selection, 2));
  }
  const twoDigit = selectedOptions(selection, 2);
  const generated = [
    ...(selection.includes('option_2_19') ? nineteenDoors(input) : []),
    ...(selection.includes('option_2_roodnha') ? roodFront(input) : []),
    ...(selection.includes('option_2_roodlung') ? roodBack(input) : []),
  ];
  return [...cross([input], selectedOptions(selection, 1)), ...cross([...new Set(generated)], twoDigit)];
};

/** The set helpers that need no typed number. */
export const NUMBER_SET_HELPERS = [
  'option_2_ble',
  'option_2_low',
  'option_2_high',
  'option_2_even',
  'option_2_odd',
] as const;
export type NumberSetHelper = (typeof NUMBER_SET_HELPERS)[number];

const SET_OF: Record<NumberSetHelper, () => string[]> = {
  option_2_ble: doubles,
  option_2_low: lowNumbers,
  option_2_high: highNumbers,
  option_2_even: evenNumbers,
  option_2_odd: oddNumbers,
};

/** The numbers of a set helper (doubles, low, high, even, odd). */
export const numberSet = (helper: NumberSetHelper): string[] => SET_OF[helper]();

/** A set helper pressed: its numbers under every selected 2-digit option. */
export const linesForNumberSet = (selection: readonly BetType[], helper: NumberSetHelper): LineEntry[] =>
  cross(numberSet(helper), selectedOptions(selection, 2));

/** The 2-digit numbers a digit-driven helper (19 doors, rood front, rood back) generates. */
export const digitHelperNumbers = (
  helper: 'option_2_19' | 'option_2_roodnha' | 'option_2_roodlung',
  digit: string,
): string[] =>
  helper === 'option_2_19'
    ? nineteenDoors(digit)
    : helper === 'option_2_roodnha'
      ? roodFront(digit)
      : roodBack(digit);
