/**
 * Money is an integer number of satang (1 baht = 100 satang), held as a branded bigint on the
 * server and in the domain alike (docs/ledger.md, "Units"). Baht with at most two decimals appears
 * only at the HTTP edge: bahtInputSchema reads it into Satang, satangToBaht writes it back.
 */
declare const satangBrand: unique symbol;
export type Satang = bigint & { readonly [satangBrand]: true };

export const SATANG_PER_BAHT = 100n;

/**
 * Brands an integer amount of satang: a bigint, a safe-integer number, or the decimal text
 * PostgreSQL answers for an int8. Anything else (a fraction, an unsafe number) is a bug: it throws.
 */
export const satang = (value: number | bigint | string): Satang => {
  if (typeof value === 'bigint') return value as Satang;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a safe integer number of satang: ${value}`);
    return BigInt(value) as Satang;
  }
  if (!/^-?\d+$/.test(value)) throw new RangeError(`not an integer number of satang: ${value}`);
  return BigInt(value) as Satang;
};

export const ZERO_SATANG = satang(0n);

/** The sum of amounts, still satang (bigint addition drops the brand). */
export const sumSatang = (amounts: Iterable<Satang>): Satang => {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total as Satang;
};

export const minSatang = (a: Satang, b: Satang): Satang => (a < b ? a : b);
export const maxSatang = (a: Satang, b: Satang): Satang => (a > b ? a : b);

/** amount × a whole count (a 4D set price × sets). */
export const timesSatang = (amount: Satang, count: number | bigint): Satang =>
  (amount * BigInt(count)) as Satang;

const BAHT_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Past 2^53 satang a JSON number of baht has lost its digits, so larger amounts are refused. */
const MAX_SATANG = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Reads baht by its decimal digits (never by float multiplication), so 0.29 is 29 satang and
 * 100.375 is refused. Returns null for anything that is not a baht amount with <= 2 decimals.
 */
export const bahtToSatang = (baht: number | string): Satang | null => {
  if (typeof baht === 'number' && !Number.isFinite(baht)) return null;
  // String(number) gives the shortest round-trip form, so the digits are the ones the client sent.
  const text = typeof baht === 'number' ? String(baht) : baht.trim();
  const match = BAHT_PATTERN.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = BigInt(whole) * SATANG_PER_BAHT + BigInt(fraction.padEnd(2, '0'));
  if (value > MAX_SATANG) return null;
  return (sign === '-' ? -value : value) as Satang;
};

/**
 * Baht as a JSON number with at most two decimals, for answers. Built from the decimal digits:
 * whole + fraction / 100 in floats gives 1.1400000000000001 for 114 satang.
 */
export const satangToBaht = (amount: Satang | bigint): number => {
  const abs: bigint = amount < 0n ? 0n - amount : amount;
  const fraction = String(abs % SATANG_PER_BAHT).padStart(2, '0');
  return Number(`${amount < 0n ? '-' : ''}${abs / SATANG_PER_BAHT}.${fraction}`);
};

// Built on first use (formatLimitBaht says why).
let bahtFormat: Intl.NumberFormat | undefined;

/** "10,000.00" for display. */
export const formatBaht = (amount: Satang | bigint): string =>
  (bahtFormat ??= new Intl.NumberFormat('th-TH', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })).format(satangToBaht(amount));
