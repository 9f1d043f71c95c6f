import { BET_OPTIONS, OPTION_DIGITS, isBetOption, type BetOption, type Digits } from './options.ts';

/** A rate as the rate tables name it: an option name (snake_case or camelCase) and its rate (a JSON number such as 3.2). */
export interface NamedRate {
  option: string;
  rate: number;
}
export interface LottoOptionEntry {
  option: BetOption;
  rate: number;
}
export type LottoOptions = Record<Digits, LottoOptionEntry[]>;

/**
 * Maps a rate name to its option: a name containing "Nha" (any case) is teng_bon_nha_3; a known
 * option is itself; camelCase is read as snake_case ("tengBon3" → teng_bon_3). Unknown → null.
 */
export const optionOfRate = (name: string): BetOption | null => {
  if (/nha/i.test(name)) return 'teng_bon_nha_3';
  if (isBetOption(name)) return name;
  const snake = name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/([A-Za-z])(\d)/g, '$1_$2')
    .toLowerCase();
  return isBetOption(snake) ? snake : null;
};

/**
 * lottoOption (spec §4): the sellable options grouped by digit count. Multiplier 0 is skipped.
 * 1- and 2-digit groups keep the BET_OPTIONS order; the 3-digit group is sorted by rate
 * descending (ties in BET_OPTIONS order), then its second and last entries are swapped when it
 * has more than two. The first rate of an option wins over a later duplicate.
 */
export const lottoOptions = (rates: readonly NamedRate[]): LottoOptions => {
  const byOption = new Map<BetOption, number>();
  for (const named of rates) {
    const option = optionOfRate(named.option);
    if (option && named.rate > 0 && !byOption.has(option)) byOption.set(option, named.rate);
  }
  const group = (digits: Digits): LottoOptionEntry[] =>
    BET_OPTIONS.filter((o) => OPTION_DIGITS[o] === digits && byOption.has(o)).map((option) => ({
      option,
      rate: byOption.get(option) ?? 0,
    }));
  const three = group(3).sort((a, b) => b.rate - a.rate);
  if (three.length > 2) {
    const second = three[1];
    const last = three[three.length - 1];
    if (second && last) {
      three[1] = last;
      three[three.length - 1] = second;
    }
  }
  return { 1: group(1), 2: group(2), 3: three };
};
