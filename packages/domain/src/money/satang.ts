/**
 * Money is an integer number of satang (1 baht = 100 satang). Baht with at most two decimals
 * appears only at the HTTP edge; these helpers are the only crossing between the two.
 */
declare const satangBrand: unique symbol;
export type Satang = number & { readonly [satangBrand]: true };

export const SATANG_PER_BAHT = 100;

export const satang = (value: number | bigint): Satang => {
  const n = typeof value === 'bigint' ? Number(value) : value;
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a safe integer number of satang: ${String(value)}`);
  return n as Satang;
};

const BAHT_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

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
  const value = Number(whole) * SATANG_PER_BAHT + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(value)) return null;
  return (sign === '-' ? -value : value) as Satang;
};

/**
 * Baht as a JSON number with at most two decimals, for answers. Built from the decimal digits:
 * whole + fraction / 100 in floats gives 1.1400000000000001 for 114 satang.
 */
export const satangToBaht = (amount: Satang | bigint): number => {
  const n = typeof amount === 'bigint' ? amount : BigInt(amount);
  const abs = n < 0n ? -n : n;
  const fraction = String(abs % BigInt(SATANG_PER_BAHT)).padStart(2, '0');
  return Number(`${n < 0n ? '-' : ''}${abs / BigInt(SATANG_PER_BAHT)}.${fraction}`);
};

const bahtFormat = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "10,000.00" for display. */
export const formatBaht = (amount: Satang | bigint): string => bahtFormat.format(satangToBaht(amount));
