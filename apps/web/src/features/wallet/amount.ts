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
