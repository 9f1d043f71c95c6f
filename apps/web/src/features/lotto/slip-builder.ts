import {
  addBatch,
  DEFAULT_PRICE_BOUNDS,
  emptySlip,
  linesForInput,
  linesForNumberSet,
  OPTION_DIGITS,
  priceEntries,
  startingPrice,
  toggleBetType,
  isBetOption,
  type BetOption,
  type BetType,
  type LineEntry,
  type NumberSetHelper,
  type PriceBoundsTable,
  type Satang,
  type Slip,
} from '@chokdee/domain';
import type { RateBook } from './rate-table.ts';

/** The slip builder's state: what is selected, the digits typed so far, and the slip. */
export interface BuilderState {
  selection: BetType[];
  input: string;
  slip: Slip;
  /** The price each option's column adds new lines at, set before adding; else the starting price. */
  prices: Partial<Record<BetOption, Satang>>;
}

export interface BuilderContext {
  /** The options this round sells. */
  sold: readonly BetOption[];
  rates: RateBook;
  bounds: PriceBoundsTable;
}

/**
 * What an add did, for the member's feedback: lines added, already in the slip, closed numbers,
 * and (a paste) the entries that made no line.
 */
export interface AddOutcome {
  added: number;
  duplicate: number;
  closed: string[];
  invalid?: string[];
}

export const initialBuilder = (): BuilderState => ({
  selection: [],
  input: '',
  slip: emptySlip(),
  prices: {},
});

const DIGIT_HELPERS: readonly BetType[] = ['option_2_19', 'option_2_roodnha', 'option_2_roodlung'];

/**
 * How many digits complete a number under this selection, so the keypad adds it by itself: one
 * with 19 doors / rood (the digit drives the helper), else the longest selected option; 0 when
 * nothing is selected.
 */
export function targetLength(selection: readonly BetType[]): number {
  const options = selection.filter(isBetOption);
  if (options.some((o) => OPTION_DIGITS[o] === 2) && selection.some((t) => DIGIT_HELPERS.includes(t)))
    return 1;
  return options.reduce((max, o) => Math.max(max, OPTION_DIGITS[o]), 0);
}

export const toggleSelection = (state: BuilderState, type: BetType, ctx: BuilderContext): BuilderState => {
  if (isBetOption(type) && !ctx.sold.includes(type)) return state;
  const selection = toggleBetType(state.selection, type);
  const target = targetLength(selection);
  return { ...state, selection, input: state.input.slice(0, Math.max(target, 1)) };
};

const priceOf =
  (state: BuilderState, bounds: PriceBoundsTable) =>
  (option: BetOption): Satang =>
    state.prices[option] ?? startingPrice(option, bounds) ?? DEFAULT_PRICE_BOUNDS[option].betMin;

/** Sets the price an option's new lines are added at (0 or less: back to the starting price). */
export const setColumnPrice = (state: BuilderState, option: BetOption, price: Satang): BuilderState => {
  const prices = { ...state.prices };
  if (price > 0) prices[option] = price;
  else delete prices[option];
  return { ...state, prices };
};

/** Adds entries as one batch at the columns' prices and the rates now; closed numbers are left out. */
export function addEntries(
  state: BuilderState,
  entries: readonly LineEntry[],
  ctx: BuilderContext,
): { state: BuilderState; outcome: AddOutcome } {
  const sellable = entries.filter((e) => ctx.sold.includes(e.option));
  const open = sellable.filter((e) => ctx.rates.rateFor(e.option, e.number) > 0);
  const closed = [...new Set(sellable.filter((e) => !open.includes(e)).map((e) => e.number))];
  const priced = priceEntries(open, priceOf(state, ctx.bounds), ctx.rates.rateFor);
  const slip = addBatch(state.slip, priced);
  const added = slip.lines.length - state.slip.lines.length;
  return { state: { ...state, slip }, outcome: { added, duplicate: open.length - added, closed } };
}

/** The typed number under the selection; the input clears whether or not it made lines. */
export function addInput(
  state: BuilderState,
  ctx: BuilderContext,
): { state: BuilderState; outcome: AddOutcome } {
  const result = addEntries(state, linesForInput(state.selection, state.input), ctx);
  return { state: { ...result.state, input: '' }, outcome: result.outcome };
}

/** The entries of many numbers typed or pasted at once ("12 34 56", lines, commas, semicolons). */
export const pastedTokens = (text: string): string[] => text.split(/[\s,;]+/).filter(Boolean);

/**
 * Many numbers at once under the selection, as one batch: each entry makes the lines the keypad
 * would make for it (19 doors / rood / reverse included); an entry that makes none (wrong length,
 * not digits, no option of its length selected) is reported, never silently dropped.
 */
export function addPasted(
  state: BuilderState,
  text: string,
  ctx: BuilderContext,
): { state: BuilderState; outcome: AddOutcome } {
  const invalid: string[] = [];
  const entries: LineEntry[] = [];
  for (const token of pastedTokens(text)) {
    const lines = linesForInput(state.selection, token);
    if (lines.length === 0) invalid.push(token);
    else entries.push(...lines);
  }
  const result = addEntries(state, entries, ctx);
  return { state: result.state, outcome: { ...result.outcome, invalid } };
}

export const addNumberSet = (state: BuilderState, helper: NumberSetHelper, ctx: BuilderContext) =>
  addEntries(state, linesForNumberSet(state.selection, helper), ctx);

/**
 * A keypad digit. When the number is complete for the selection it is added at once (the usual
 * flow on a phone: type, type, next number).
 */
export function pressDigit(
  state: BuilderState,
  digit: string,
  ctx: BuilderContext,
): { state: BuilderState; outcome: AddOutcome | null } {
  const target = targetLength(state.selection);
  if (!/^\d$/.test(digit) || target === 0 || state.input.length >= target) return { state, outcome: null };
  const next = { ...state, input: state.input + digit };
  return next.input.length === target ? addInput(next, ctx) : { state: next, outcome: null };
}
