import {
  bahtToSatang,
  checkPoyLines,
  paidPrice,
  sumSatang,
  type BetOption,
  type LottoFamily,
  type PoyLineProblem,
  type PriceBoundsTable,
  type Satang,
  type Slip,
} from '@chokdee/domain';
import type { TFunction } from 'i18next';
import type { RateBook } from './rate-table.ts';
import { formatSatang } from '../../lib/format.ts';

export interface SlipRules {
  family: LottoFamily;
  bounds: PriceBoundsTable;
  roundMax: Satang | null;
  rates: RateBook;
  /** The discount percent the member chose; 0 for full pay. */
  discountPercent: number;
}

/** What the member pays for the slip: each line's price less its discount (the server's rule). */
export const slipPaid = (slip: Slip, percent: number): Satang =>
  sumSatang(slip.lines.map((line) => paidPrice(line.price, percent)));

export interface SlipCheck {
  /** The first problem of each refused line, by `option:number`. */
  problems: ReadonlyMap<string, PoyLineProblem>;
  /** The balance the total is held against; null while unknown (the server decides then). */
  balance: Satang | null;
  overBalance: boolean;
  ok: boolean;
}

export const lineKey = (line: { option: BetOption; number: string }): string =>
  `${line.option}:${line.number}`;

/**
 * The slip as poys.create will judge it, before the member confirms: the server's own line checks
 * (checkPoyLines: sold option, price bounds with the round maximum, closed number = rate 0 now) and
 * what the member pays (the total less any discount) against the balance the header shows.
 */
export function checkSlip(slip: Slip, rules: SlipRules, balanceBaht: number | null): SlipCheck {
  const found = checkPoyLines(slip.lines, {
    family: rules.family,
    bounds: rules.bounds,
    roundMax: rules.roundMax,
    isClosed: (option, number) => rules.rates.rateFor(option, number) === 0,
  });
  const problems = new Map<string, PoyLineProblem>();
  for (const problem of found) {
    const line = slip.lines[problem.index];
    if (line) problems.set(lineKey(line), problem);
  }
  const balance = balanceBaht === null ? null : bahtToSatang(balanceBaht);
  const overBalance = balance !== null && slipPaid(slip, rules.discountPercent) > balance;
  return {
    problems,
    balance,
    overBalance,
    ok: slip.lines.length > 0 && problems.size === 0 && !overBalance,
  };
}

/** Why the slip cannot be sent yet, in the member's language (shown by the disabled confirm). */
export function slipBlockers(t: TFunction, check: SlipCheck): string[] {
  const blockers: string[] = [];
  if (check.problems.size > 0) blockers.push(t('lotto.slip.fixLines', { count: check.problems.size }));
  if (check.overBalance && check.balance !== null)
    blockers.push(t('lotto.slip.overBalance', { balance: formatSatang(check.balance) }));
  return blockers;
}

/** A line problem in the member's language, naming the broken limit. */
export function lineProblemText(t: TFunction, problem: PoyLineProblem): string {
  switch (problem.code) {
    case 'PRICE_BOUNDS':
      return problem.limit
        ? t(problem.limit.kind === 'max' ? 'lotto.slip.overMax' : 'lotto.slip.underMin', {
            amount: formatSatang(problem.limit.amount),
          })
        : t('lotto.slip.noPrice');
    case 'PRICE':
      return t('lotto.slip.noPrice');
    case 'NUMBER_CLOSED':
      return t('lotto.errors.NUMBER_CLOSED');
    case 'OPTION_NOT_SOLD':
      return t('lotto.slip.optionNotSold');
    case 'UNKNOWN_OPTION':
    case 'NUMBER_LENGTH':
      return t('lotto.slip.badLine');
  }
}
