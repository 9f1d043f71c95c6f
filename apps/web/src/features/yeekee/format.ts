// Built on first use: constructing an Intl formatter loads its locale data at bundle evaluation.
let countFormat: Intl.NumberFormat | undefined;

/** 1234567890 or "1234567890" (an exact sum as text) → "1,234,567,890", exactly. */
export function formatCount(value: number | string | bigint): string {
  try {
    return (countFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(
      BigInt(value),
    );
  } catch {
    return String(value);
  }
}
