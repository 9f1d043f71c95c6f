/**
 * Result fields and their derivation per family (lottery-domain.md "Result fields" and
 * "Families"). Numbers are digit strings with leading zeros.
 */
export interface LottoResult {
  top3?: string;
  top2?: string;
  bottom2?: string;
  /** Government only: the two "front 3" prizes. */
  front3?: readonly string[];
  /** Government only: the two "back 3" prizes. */
  back3?: readonly string[];
  /** 4D families only. */
  four?: string;
}

const digitsOf = (value: string, length: number, field: string): string => {
  if (!new RegExp(`^\\d{${length}}$`).test(value))
    throw new RangeError(`${field} must be ${length} digits, got "${value}"`);
  return value;
};

export interface GovPrizes {
  firstPrize: string;
  front3: readonly string[];
  back3: readonly string[];
  last2: string;
}

/** Government: top3 = last 3 of the first prize, top2 its last 2, bottom2 = the last-2 prize. */
export const govResult = (prizes: GovPrizes): LottoResult => {
  const first = digitsOf(prizes.firstPrize, 6, 'firstPrize');
  return {
    top3: first.slice(3),
    top2: first.slice(4),
    bottom2: digitsOf(prizes.last2, 2, 'last2'),
    front3: prizes.front3.map((n) => digitsOf(n, 3, 'front3')),
    back3: prizes.back3.map((n) => digitsOf(n, 3, 'back3')),
  };
};

const DECIMAL = /^[+\-\u2212]?[\d,]*\d\.(\d{2})$/;

/**
 * Stock: top3 = units digit of the index and its two decimals, bottom2 = the two decimals of the
 * change, sign ignored. Both read as text with exactly two decimals ("27,345.67", "-123.45").
 */
export const stockResult = (index: string, change: string): LottoResult => {
  const i = DECIMAL.exec(index.trim());
  const c = DECIMAL.exec(change.trim());
  if (!i || !c) throw new RangeError('index and change must be numbers with two decimals');
  const text = index.trim();
  const units = text.charAt(text.length - 4);
  const top3 = `${units}${i[1] ?? ''}`;
  return { top3, top2: top3.slice(1), bottom2: c[1] ?? '' };
};

/** 4D: the 4-digit result and, where the family has one, its separate bottom2. */
export const fourDResult = (four: string, bottom2?: string): LottoResult => ({
  four: digitsOf(four, 4, 'four'),
  ...(bottom2 === undefined ? {} : { bottom2: digitsOf(bottom2, 2, 'bottom2') }),
});
