const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1234567890 or "1234567890" (an exact sum as text) → "1,234,567,890", exactly. */
export function formatCount(value: number | string | bigint): string {
  try {
    return countFormat.format(BigInt(value));
  } catch {
    return String(value);
  }
}
