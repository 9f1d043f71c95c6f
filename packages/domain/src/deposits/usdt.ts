/**
 * USDT amounts are integer micro-USDT (USDT has 6 decimals on TRC20/ERC20/BEP20), as bigint; the
 * rate is integer satang per 1 USDT. Decimal text appears only at the HTTP edge; floats never
 * hold a crypto amount.
 */
export const MICRO_PER_USDT = 1_000_000n;

const USDT_PATTERN = /^(\d+)(?:\.(\d{1,6}))?$/;

/**
 * Reads a USDT amount by its decimal digits ("12.345678" or the JSON number 12.345678) into
 * micro-USDT; null for anything else (negative, more than 6 decimals, exponent form).
 */
export const usdtToMicro = (usdt: string | number): bigint | null => {
  if (typeof usdt === 'number' && !Number.isFinite(usdt)) return null;
  // String(number) is the shortest round-trip form: the digits the sender wrote.
  const match = USDT_PATTERN.exec(typeof usdt === 'number' ? String(usdt) : usdt.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * MICRO_PER_USDT + BigInt(fraction.padEnd(6, '0'));
};

/** Micro-USDT as decimal text with all 6 decimals ("28.571429"): exact, for answers. */
export const microToUsdt = (micro: bigint): string => {
  const whole = micro / MICRO_PER_USDT;
  const fraction = (micro % MICRO_PER_USDT).toString().padStart(6, '0');
  return `${whole}.${fraction}`;
};

/**
 * The USDT to send for `amountSatang` at `rateSatang` baht-satang per USDT, rounded UP to the
 * micro-USDT so that what arrives is never worth less than what was asked.
 */
export const microUsdtFor = (amountSatang: bigint, rateSatang: bigint): bigint => {
  if (amountSatang <= 0n || rateSatang <= 0n) throw new RangeError('amount and rate must be positive');
  const numerator = amountSatang * MICRO_PER_USDT;
  return (numerator + rateSatang - 1n) / rateSatang;
};

/** The baht value (satang, rounded DOWN) of `micro` USDT at `rateSatang` per USDT. */
export const satangForMicroUsdt = (micro: bigint, rateSatang: bigint): bigint =>
  (micro * rateSatang) / MICRO_PER_USDT;
