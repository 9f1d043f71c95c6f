import {
  bahtAmountSchema,
  bahtToSatang,
  CURRENCY_FORMAT_MESSAGE,
  satangToBaht,
  type Satang,
} from '@chokdee/domain';

/** The amount field's own messages (the schema's message is spec §5 'currency is not a right format.'). */
export const AMOUNT_MESSAGES = {
  required: 'amount is required',
  format: CURRENCY_FORMAT_MESSAGE,
  overBalance: 'Insufficient balance.',
} as const;

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

export type AmountCheck = { ok: true; satang: Satang; baht: number } | { ok: false; message: string };

/**
 * Reads the typed amount by its digits (domain bahtToSatang, never float math) and checks it with the
 * shared baht amount schema (> 0, <= 2 decimals) and, when given, against the available satang.
 */
export function checkAmount(text: string, availableSatang?: Satang | null): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: AMOUNT_MESSAGES.required };
  const satang = bahtToSatang(trimmed);
  if (satang === null) return { ok: false, message: AMOUNT_MESSAGES.format };
  const baht = satangToBaht(satang);
  if (!bahtAmountSchema.safeParse(baht).success) return { ok: false, message: AMOUNT_MESSAGES.format };
  if (availableSatang !== undefined && availableSatang !== null && satang > availableSatang)
    return { ok: false, message: AMOUNT_MESSAGES.overBalance };
  return { ok: true, satang, baht };
}
