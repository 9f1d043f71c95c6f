import {
  applyRates,
  emptySlip,
  removeLastBatch,
  removeNumber,
  setLinePrice,
  setPrice,
  type BetOption,
  type BetType,
  type LineEntry,
  type NumberSetHelper,
  type Satang,
} from '@chokdee/domain';
import { useMemo, useReducer } from 'react';
import {
  addEntries,
  addInput,
  addNumberSet,
  addPasted,
  initialBuilder,
  pressDigit,
  setColumnPrice,
  toggleSelection,
  type AddOutcome,
  type BuilderContext,
  type BuilderState,
} from './slip-builder.ts';

type State = BuilderState & { outcome: AddOutcome | null };

export type BuilderAction =
  | { type: 'toggle'; bet: BetType }
  | { type: 'press'; digit: string }
  | { type: 'backspace' }
  | { type: 'add' }
  | { type: 'set'; helper: NumberSetHelper }
  | { type: 'load'; entries: readonly LineEntry[] }
  | { type: 'paste'; text: string }
  | { type: 'columnPrice'; option: BetOption; price: Satang }
  | { type: 'removeLast' }
  | { type: 'removeRow'; number: string }
  | { type: 'linePrice'; number: string; option: BetOption; price: Satang }
  | { type: 'allPrices'; price: Satang }
  | { type: 'clear' };

const withOutcome = (state: State, result: { state: BuilderState; outcome: AddOutcome | null }): State => ({
  ...result.state,
  outcome: result.outcome ?? state.outcome,
});

/** The slip builder as one pure reducer over slip-builder.ts and the domain's slip operations. */
export function builderReducer(state: State, action: BuilderAction & { ctx: BuilderContext }): State {
  const { ctx } = action;
  switch (action.type) {
    case 'toggle':
      return { ...toggleSelection(state, action.bet, ctx), outcome: state.outcome };
    case 'press':
      return withOutcome(state, pressDigit(state, action.digit, ctx));
    case 'backspace':
      return { ...state, input: state.input.slice(0, -1) };
    case 'add':
      return withOutcome(state, addInput(state, ctx));
    case 'set':
      return withOutcome(state, addNumberSet(state, action.helper, ctx));
    case 'load':
      return withOutcome(state, addEntries(state, action.entries, ctx));
    case 'paste':
      return withOutcome(state, addPasted(state, action.text, ctx));
    case 'columnPrice':
      return { ...setColumnPrice(state, action.option, action.price), outcome: state.outcome };
    case 'removeLast':
      return { ...state, slip: removeLastBatch(state.slip) };
    case 'removeRow':
      return { ...state, slip: removeNumber(state.slip, action.number) };
    case 'linePrice':
      return { ...state, slip: setLinePrice(state.slip, action.number, action.option, action.price) };
    case 'allPrices':
      return { ...state, slip: setPrice(state.slip, action.price) };
    case 'clear':
      return { ...state, input: '', slip: emptySlip(), outcome: null };
  }
}

/**
 * The slip builder of one round. The slip it returns carries the rate of each number *now*
 * (rates drop as numbers sell), which is also what a confirm sends as the rate the member saw.
 */
export function useSlipBuilder(ctx: BuilderContext) {
  const [state, dispatch] = useReducer(builderReducer, { ...initialBuilder(), outcome: null });
  const slip = useMemo(() => applyRates(state.slip, ctx.rates.rateFor).slip, [state.slip, ctx.rates]);
  const send = (action: BuilderAction) => dispatch({ ...action, ctx });
  return {
    selection: state.selection,
    input: state.input,
    prices: state.prices,
    outcome: state.outcome,
    slip,
    send,
  };
}
export type SlipBuilder = ReturnType<typeof useSlipBuilder>;
