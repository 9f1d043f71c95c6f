// Apart from amount.ts (which checks with the shared zod schema) so the slip's price fields load
// without zod.

/**
 * What the amount field keeps while the member types: digits and one decimal point, at most two
 * decimals (a third is dropped). A comma typed as the decimal separator (some keypads) becomes a
 * point; thousands separators and anything else are dropped.
 */
export function sanitizeAmountInput(raw: string): string {
  const text = raw.replace(/,/g, raw.includes('.') ? '' : '.').replace(/[^\d.]/g, '');
  const point = text.indexOf('.');
  if (point === -1) return text.replace(/^0+(?=\d)/, '');
  const whole = text.slice(0, point).replace(/^0+(?=\d)/, '');
  const fraction = text
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole === '' ? '0' : whole}.${fraction}`;
}
