/**
 * Number-set generators behind the slip helpers (lottery-domain.md "Slip helpers"). Every result
 * is sorted ascending and free of duplicates. Numbers are digit strings with leading zeros.
 */
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const ALL_2 = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

const assertDigits = (value: string, digits: number, helper: string): void => {
  if (value.length !== digits || !/^\d+$/.test(value))
    throw new RangeError(`${helper} takes ${digits} digit(s), got "${value}"`);
};

const uniqueSorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/** shuffle_3: every distinct ordering of a 3-digit number (6, 3 with a repeated digit, or 1). */
export const shuffle3 = (number: string): string[] => {
  assertDigits(number, 3, 'shuffle_3');
  const [a = '', b = '', c = ''] = number;
  return uniqueSorted([a + b + c, a + c + b, b + a + c, b + c + a, c + a + b, c + b + a]);
};

/** shuffle_2 (reverse): AB → AB and BA (one number for a double). */
export const shuffle2 = (number: string): string[] => {
  assertDigits(number, 2, 'shuffle_2');
  return uniqueSorted([number, `${number[1] ?? ''}${number[0] ?? ''}`]);
};

/** option_2_roodnha, rood front of d: d0…d9. */
export const roodFront = (digit: string): string[] => {
  assertDigits(digit, 1, 'option_2_roodnha');
  return DIGITS.map((x) => digit + x);
};

/** option_2_roodlung, rood back of d: 0d…9d. */
export const roodBack = (digit: string): string[] => {
  assertDigits(digit, 1, 'option_2_roodlung');
  return DIGITS.map((x) => x + digit);
};

/** option_2_19, 19 doors of d: d0…d9 and 0d…9d (dd once), 19 distinct numbers. */
export const nineteenDoors = (digit: string): string[] => {
  assertDigits(digit, 1, 'option_2_19');
  return uniqueSorted([...roodFront(digit), ...roodBack(digit)]);
};

/** option_2_ble: the doubles 00, 11, …, 99. */
export const doubles = (): string[] => DIGITS.map((d) => d + d);
/** option_2_low: 00–49. */
export const lowNumbers = (): string[] => ALL_2.slice(0, 50);
/** option_2_high: 50–99. */
export const highNumbers = (): string[] => ALL_2.slice(50);
/** option_2_even: 00, 02, …, 98. */
export const evenNumbers = (): string[] => ALL_2.filter((n) => Number(n) % 2 === 0);
/** option_2_odd: 01, 03, …, 99. */
export const oddNumbers = (): string[] => ALL_2.filter((n) => Number(n) % 2 === 1);
