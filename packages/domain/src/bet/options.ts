/**
 * Bet options (slip lines), their digit counts, the families that sell them and the slip helper
 * types (lottery-domain.md "Bet options", spec §3). Pure data and guards.
 */

/** Every option a slip line can carry, in the slip's display order (lines sort by this order). */
export const BET_OPTIONS = [
  'teng_bon_1',
  'teng_lang_1',
  'teng_bon_2',
  'teng_lang_2',
  'teng_bon_3',
  'tode_3',
  'teng_bon_nha_3',
  'teng_lang_3',
] as const;
export type BetOption = (typeof BET_OPTIONS)[number];

export type Digits = 1 | 2 | 3;

export const OPTION_DIGITS: Readonly<Record<BetOption, Digits>> = {
  teng_bon_1: 1,
  teng_lang_1: 1,
  teng_bon_2: 2,
  teng_lang_2: 2,
  teng_bon_3: 3,
  tode_3: 3,
  teng_bon_nha_3: 3,
  teng_lang_3: 3,
};

export const isBetOption = (value: unknown): value is BetOption => BET_OPTIONS.includes(value as BetOption);

/** Position of an option in BET_OPTIONS: the primary sort key of slip lines. */
export const optionRank = (option: BetOption): number => BET_OPTIONS.indexOf(option);

/** The options of one digit count, in BET_OPTIONS order. */
export const optionsWithDigits = (digits: Digits): BetOption[] =>
  BET_OPTIONS.filter((o) => OPTION_DIGITS[o] === digits);

/** Slip helpers: they select nothing sellable themselves, they generate lines of the options above. */
export const SLIP_HELPERS = [
  'shuffle_3',
  'shuffle_2',
  'option_2_19',
  'option_2_roodnha',
  'option_2_roodlung',
  'option_2_ble',
  'option_2_low',
  'option_2_high',
  'option_2_even',
  'option_2_odd',
] as const;
export type SlipHelper = (typeof SLIP_HELPERS)[number];

/** Everything a member can select on the slip: an option or a helper (spec §3 "lotto bet types"). */
export type BetType = BetOption | SlipHelper;
export const BET_TYPES: readonly BetType[] = [...BET_OPTIONS, ...SLIP_HELPERS];
export const isSlipHelper = (value: unknown): value is SlipHelper =>
  SLIP_HELPERS.includes(value as SlipHelper);
export const isBetType = (value: unknown): value is BetType => isBetOption(value) || isSlipHelper(value);

/** Round families (spec §3). The four 4D families belong to the `gov4d` group. */
export const LOTTO_FAMILIES = ['gov', 'stock', 'yeekee', 'yeekee5min', 'pingpong'] as const;
export type LottoFamily = (typeof LOTTO_FAMILIES)[number];
export const FOUR_D_FAMILIES = ['hanoy', 'lao', 'laoSuper', 'malay'] as const;
export type FourDFamily = (typeof FOUR_D_FAMILIES)[number];
export type RoundFamily = LottoFamily | FourDFamily;
export const ROUND_FAMILIES: readonly RoundFamily[] = [...LOTTO_FAMILIES, ...FOUR_D_FAMILIES];

export const isFourDFamily = (family: RoundFamily): family is FourDFamily =>
  FOUR_D_FAMILIES.includes(family as FourDFamily);
export const isRoundFamily = (value: unknown): value is RoundFamily =>
  ROUND_FAMILIES.includes(value as RoundFamily);

const NOT_GOV_ONLY = BET_OPTIONS.filter((o) => o !== 'teng_bon_nha_3' && o !== 'teng_lang_3');

/** Which options each lotto family sells: government all eight, the others all but front-3 and back-3. */
export const FAMILY_OPTIONS: Readonly<Record<LottoFamily, readonly BetOption[]>> = {
  gov: BET_OPTIONS,
  stock: NOT_GOV_ONLY,
  yeekee: NOT_GOV_ONLY,
  yeekee5min: NOT_GOV_ONLY,
  pingpong: NOT_GOV_ONLY,
};

export const familySells = (family: LottoFamily, option: BetOption): boolean =>
  FAMILY_OPTIONS[family].includes(option);

/** 4D families sell one thing: sets of a 4-digit number (BET_SET_4). */
export const SET_4_OPTION = 'set_4' as const;
export const SET_4_DIGITS = 4;

/** The wallet transaction type of a stake, by family (lottery-domain.md "Transaction types"). */
export const betTransactionType = (
  family: RoundFamily,
): 'BET_GOV' | 'BET_STOCK' | 'BET_YEEKEE' | 'BET_SET_4' => {
  if (isFourDFamily(family)) return 'BET_SET_4';
  if (family === 'gov') return 'BET_GOV';
  if (family === 'stock') return 'BET_STOCK';
  return 'BET_YEEKEE';
};

export const winTransactionType = (
  family: RoundFamily,
): 'WIN_GOV' | 'WIN_STOCK' | 'WIN_YEEKEE' | 'WIN_SET_4' => {
  if (isFourDFamily(family)) return 'WIN_SET_4';
  if (family === 'gov') return 'WIN_GOV';
  if (family === 'stock') return 'WIN_STOCK';
  return 'WIN_YEEKEE';
};

/** True when `number` is exactly `digits` decimal digits (leading zeros kept: "07" is a 2-digit number). */
export const hasDigits = (number: string, digits: number): boolean =>
  number.length === digits && /^\d+$/.test(number);
