import { DEFAULT_PRICE_BOUNDS, FAMILY_OPTIONS, satang } from '@chokdee/domain';
import { describe, expect, it } from 'vitest';
import { buildRateBook } from './rate-table.ts';
import {
  addInput,
  addPasted,
  initialBuilder,
  pastedTokens,
  setColumnPrice,
  pressDigit,
  targetLength,
  toggleSelection,
  type BuilderContext,
  type BuilderState,
} from './slip-builder.ts';
import { builderReducer } from './use-slip-builder.ts';

const ctx: BuilderContext = {
  sold: FAMILY_OPTIONS.yeekee,
  rates: buildRateBook(
    [
      { option: 'teng_bon_3', multiply: 850 },
      { option: 'tode_3', multiply: 120 },
      { option: 'teng_bon_2', multiply: 92 },
      { option: 'teng_lang_2', multiply: 92 },
      { option: 'teng_bon_1', multiply: 3.2 },
      { option: 'teng_lang_1', multiply: 4.2 },
    ],
    [
      { number: '55', option: 'teng_bon_2', multiply: 0 },
      { number: '50', option: 'teng_bon_2', multiply: 70 },
    ],
  ),
  bounds: DEFAULT_PRICE_BOUNDS,
};

const select = (...types: Parameters<typeof toggleSelection>[1][]): BuilderState =>
  types.reduce((s, type) => toggleSelection(s, type, ctx), initialBuilder());
const type = (state: BuilderState, digits: string) =>
  [...digits].reduce<{ state: BuilderState; outcome: unknown }>((acc, d) => pressDigit(acc.state, d, ctx), {
    state,
    outcome: null,
  });
type ReducerState = Parameters<typeof builderReducer>[0];
const reduce = (state: BuilderState, ...actions: Parameters<typeof builderReducer>[1][]): ReducerState =>
  actions.reduce<ReducerState>((s, a) => builderReducer(s, a), { ...state, outcome: null });

describe('slip builder', () => {
  it('completes a number at the selection length and adds it by itself', () => {
    expect(targetLength([])).toBe(0);
    expect(targetLength(['teng_bon_2', 'teng_bon_3'])).toBe(3);
    expect(targetLength(['teng_bon_2', 'option_2_19'])).toBe(1);
    const { state } = type(select('teng_bon_3', 'tode_3'), '123');
    expect(state.input).toBe('');
    expect(state.slip.lines.map((l) => `${l.option}:${l.number}:${l.add}:${l.price}:${l.rate}`)).toEqual([
      'teng_bon_3:123:1:100:85000',
      'tode_3:123:1:100:12000',
    ]);
  });

  it('ignores digits before an option is chosen and options the round does not sell', () => {
    expect(type(initialBuilder(), '12').state.input).toBe('');
    expect(select('teng_bon_nha_3').selection).toEqual([]);
  });

  it('19 doors under 2 top and 2 bottom, leaving the closed number out; reverse excludes 19 doors', () => {
    const start = select('teng_bon_2', 'teng_lang_2', 'option_2_19');
    const { state, outcome } = type(start, '5');
    expect(outcome).toEqual({ added: 37, duplicate: 0, closed: ['55'] });
    expect(state.slip.lines.filter((l) => l.option === 'teng_bon_2')).toHaveLength(18);
    expect(state.slip.lines.find((l) => l.number === '50' && l.option === 'teng_bon_2')?.rate).toBe(7000);

    const reversed = toggleSelection(state, 'shuffle_2', ctx);
    expect(reversed.selection).toEqual(['teng_bon_2', 'teng_lang_2', 'shuffle_2']);
    const next = type(reversed, '12');
    expect(next.state.slip.lines.filter((l) => l.add === 2).map((l) => `${l.option}:${l.number}`)).toEqual([
      'teng_bon_2:12',
      'teng_bon_2:21',
      'teng_lang_2:12',
      'teng_lang_2:21',
    ]);
  });

  it('removes the last batch, then reuses its number', () => {
    const first = type(select('teng_bon_2'), '12').state;
    const second = type(first, '34').state;
    const removed = reduce(second, { type: 'removeLast', ctx });
    expect(removed.slip.lines.map((l) => l.number)).toEqual(['12']);
    const again = type(removed, '56').state;
    expect(again.slip.lines.map((l) => `${l.number}:${l.add}`)).toEqual(['12:1', '56:2']);
  });

  it('sets one price for every line, or one line', () => {
    const state = type(select('teng_bon_2', 'teng_lang_2'), '12').state;
    const all = reduce(state, { type: 'allPrices', price: satang(1000), ctx });
    expect(all.slip.lines.map((l) => l.price)).toEqual([1000n, 1000n]);
    const one = reduce(all, {
      type: 'linePrice',
      number: '12',
      option: 'teng_lang_2',
      price: satang(250),
      ctx,
    });
    expect(one.slip.lines.map((l) => l.price)).toEqual([1000n, 250n]);
  });

  it('a number typed short is added with the add key; quick sets go under the 2-digit options', () => {
    const typed = type(select('teng_bon_3', 'teng_bon_1'), '7').state;
    expect(addInput(typed, ctx).state.slip.lines.map((l) => `${l.option}:${l.number}`)).toEqual([
      'teng_bon_1:7',
    ]);
    const doubles = reduce(select('teng_lang_2'), { type: 'set', helper: 'option_2_ble', ctx });
    expect(doubles.slip.lines.map((l) => l.number)).toEqual([
      '00',
      '11',
      '22',
      '33',
      '44',
      '55',
      '66',
      '77',
      '88',
      '99',
    ]);
    expect(doubles.outcome).toEqual({ added: 10, duplicate: 0, closed: [] });
  });
});

describe('column prices and pasted numbers', () => {
  it('adds new lines at the price set for their column, others at the starting price', () => {
    const state = setColumnPrice(select('teng_bon_2', 'teng_lang_2'), 'teng_lang_2', satang(5_00));
    const { state: next } = addInput({ ...state, input: '12' }, ctx);
    expect(next.slip.lines.map((l) => [l.option, l.price])).toEqual([
      ['teng_bon_2', DEFAULT_PRICE_BOUNDS.teng_bon_2.betMin],
      ['teng_lang_2', 5_00n],
    ]);
    expect(setColumnPrice(state, 'teng_lang_2', satang(0)).prices).toEqual({});
  });

  it('adds every pasted number as one batch with the helpers, and reports what made no line', () => {
    const state = select('teng_bon_2', 'teng_lang_2', 'option_2_19');
    expect(pastedTokens('12 34\n56,78;9')).toEqual(['12', '34', '56', '78', '9']);
    // Under 19 doors a 2-digit entry adds itself; a 1-digit entry its 19 numbers.
    const { state: next, outcome } = addPasted(state, '12, 7\n1234 ab 34', ctx);
    expect(outcome.invalid).toEqual(['1234', 'ab']);
    expect(new Set(next.slip.lines.map((l) => l.add))).toEqual(new Set([1]));
    expect(next.slip.lines.filter((l) => l.option === 'teng_bon_2').map((l) => l.number)).toHaveLength(21);
    expect(outcome.added).toBe(42);
  });
});
