import type { Satang } from '../money/satang.ts';
import {
  FAMILY_OPTIONS,
  OPTION_DIGITS,
  hasDigits,
  isBetOption,
  type BetOption,
  type LottoFamily,
} from './options.ts';
import {
  brokenLimit,
  effectiveBounds,
  limitMessage,
  type PriceBoundsTable,
  type PriceLimit,
} from './price-bounds.ts';
import { POY_MESSAGES } from './poy-messages.ts';

/** What a line check needs to know about the round. */
export interface RoundLineSettings {
  family: LottoFamily;
  bounds: PriceBoundsTable;
  /** The round's maximum per line (`betMax`), capping every option's own maximum; null for none. */
  roundMax: Satang | null;
  /** True when staff closed (or a tier closed) this number for this option. */
  isClosed: (option: BetOption, number: string) => boolean;
}

export type PoyLineProblemCode =
  'UNKNOWN_OPTION' | 'OPTION_NOT_SOLD' | 'NUMBER_LENGTH' | 'PRICE' | 'PRICE_BOUNDS' | 'NUMBER_CLOSED';

export interface PoyLineProblem {
  index: number;
  code: PoyLineProblemCode;
  message: string;
  /** PRICE_BOUNDS: the bound broken, for a translated message. */
  limit?: PriceLimit;
}

export const OPTION_NOT_SOLD_MESSAGE = 'This round does not sell this option';
export const NUMBER_CLOSED_MESSAGE = 'This number is closed';

/**
 * The round-dependent checks of poys.create (all-or-nothing: the server refuses the poy when
 * this returns anything); the web runs it on the slip as it is typed. Prices are Satang (the
 * request's baht were read at the edge). One problem per line, the first that applies, in this order: option,
 * sold, length, price, bounds, closed.
 */
export const checkPoyLines = (
  lines: readonly { number: string; option: string; price: Satang }[],
  round: RoundLineSettings,
): PoyLineProblem[] =>
  lines.flatMap((line, index): PoyLineProblem[] => {
    const problem = (code: PoyLineProblemCode, message: string): PoyLineProblem[] => [
      { index, code, message },
    ];
    if (!isBetOption(line.option)) return problem('UNKNOWN_OPTION', POY_MESSAGES.unknownOption);
    if (!FAMILY_OPTIONS[round.family].includes(line.option))
      return problem('OPTION_NOT_SOLD', OPTION_NOT_SOLD_MESSAGE);
    const digits = OPTION_DIGITS[line.option];
    if (!hasDigits(line.number, digits)) return problem('NUMBER_LENGTH', POY_MESSAGES.numberDigits(digits));
    if (line.price <= 0n) return problem('PRICE', POY_MESSAGES.price);
    const bounds = effectiveBounds(line.option, round.bounds, round.roundMax);
    if (!bounds) return problem('OPTION_NOT_SOLD', OPTION_NOT_SOLD_MESSAGE);
    const limit = brokenLimit(line.price, bounds);
    if (limit) return [{ index, code: 'PRICE_BOUNDS', message: limitMessage(limit), limit }];
    if (round.isClosed(line.option, line.number)) return problem('NUMBER_CLOSED', NUMBER_CLOSED_MESSAGE);
    return [];
  });
