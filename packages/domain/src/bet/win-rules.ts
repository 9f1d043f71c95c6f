import { SET_4_PRIZES, SET_4_PRIZE_TIERS, type Set4PrizeTier } from './rates.ts';
import { BET_OPTIONS, OPTION_DIGITS, type BetOption } from './options.ts';
import type { Satang } from '../money/satang.ts';
import type { LottoResult } from './results.ts';

const sortDigits = (n: string): string => [...n].sort().join('');

/**
 * lottery-domain.md "how a line wins". A line wins at most once, however many fields it matches;
 * a field the result does not have never matches (front-3 outside government, for instance).
 */
export const isWinningLine = (option: BetOption, number: string, result: LottoResult): boolean => {
  switch (option) {
    case 'teng_bon_3':
      return result.top3 !== undefined && number === result.top3;
    case 'tode_3':
      return (
        result.top3 !== undefined && number.length === 3 && sortDigits(number) === sortDigits(result.top3)
      );
    case 'teng_bon_nha_3':
      return result.front3?.includes(number) ?? false;
    case 'teng_lang_3':
      return result.back3?.includes(number) ?? false;
    case 'teng_bon_2':
      return result.top2 !== undefined && number === result.top2;
    case 'teng_lang_2':
      return result.bottom2 !== undefined && number === result.bottom2;
    case 'teng_bon_1':
      return result.top3 !== undefined && number.length === 1 && result.top3.includes(number);
    case 'teng_lang_1':
      return result.bottom2 !== undefined && number.length === 1 && result.bottom2.includes(number);
  }
};

const TIER_MATCHES: Record<Set4PrizeTier, (n: string, four: string) => boolean> = {
  four_straight: (n, four) => n === four,
  four_tod: (n, four) => sortDigits(n) === sortDigits(four),
  three_straight: (n, four) => n.slice(1) === four.slice(1),
  three_tod: (n, four) => sortDigits(n.slice(1)) === sortDigits(four.slice(1)),
  three_front: (n, four) => n.slice(0, 3) === four.slice(0, 3),
  two_front: (n, four) => n.slice(0, 2) === four.slice(0, 2),
  two_back: (n, four) => n.slice(2) === four.slice(2),
};

/**
 * 4D: the best prize tier a set of `number` wins against the 4-digit result ("only the best one
 * pays": the highest prize; on equal prizes the earlier tier in SET_4_PRIZE_TIERS), or null.
 */
export const set4PrizeTier = (number: string, four: string): Set4PrizeTier | null => {
  if (!/^\d{4}$/.test(number) || !/^\d{4}$/.test(four)) return null;
  let best: Set4PrizeTier | null = null;
  for (const tier of SET_4_PRIZE_TIERS) {
    if (TIER_MATCHES[tier](number, four) && (best === null || SET_4_PRIZES[tier] > SET_4_PRIZES[best]))
      best = tier;
  }
  return best;
};

export interface WinningNumber {
  option: BetOption | 'set_4';
  number: string;
  /** set_4 only: the prize of one set (satang); other options pay price × the line's rate. */
  setPrize: Satang | null;
}

const allNumbers = (digits: number): string[] =>
  Array.from({ length: 10 ** digits }, (_, n) => String(n).padStart(digits, '0'));

/**
 * Every (option, number) that wins against a result, found by running the win rules above over
 * every number of each option's length, so settlement's SQL join pays exactly what the rules say.
 * At most a few dozen entries for the 2/3-digit options and a few hundred 4D numbers.
 */
export const winningNumbers = (result: LottoResult): WinningNumber[] => {
  const winners: WinningNumber[] = [];
  for (const option of BET_OPTIONS) {
    for (const number of allNumbers(OPTION_DIGITS[option])) {
      if (isWinningLine(option, number, result)) winners.push({ option, number, setPrize: null });
    }
  }
  if (result.four !== undefined) {
    for (const number of allNumbers(4)) {
      const tier = set4PrizeTier(number, result.four);
      if (tier) winners.push({ option: 'set_4', number, setPrize: SET_4_PRIZES[tier] });
    }
  }
  return winners;
};
